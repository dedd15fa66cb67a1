/// <reference lib="webworker" />
/**
 * The type-check worker (./client.ts starts it): downloads the first part of
 * the declaration files, then answers checks and quick-info requests with
 * ./service.ts, downloading the later part the first time a sample needs one
 * of its files. TypeScript is an asset of its own, loaded first.
 */
import type * as TypeScript from 'typescript'
import typescriptUrl from 'typescript/lib/typescript.js?typecheck-runtime'
import firstUrl from './declarationFiles.json?typecheck-declarations=first'
import laterUrl from './declarationFiles.json?typecheck-declarations=later'
import {
  createTypecheckService,
  type PackedDeclarations,
  type TypecheckService,
} from './service'
import type { TypecheckRequest, TypecheckResponse } from './protocol'

declare const self: DedicatedWorkerGlobalScope

async function download(url: string): Promise<PackedDeclarations> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return (await response.json()) as PackedDeclarations
}

// Started first, to download while TypeScript loads.
const first = download(firstUrl)
// TypeScript's own bundle, as a classic script: it defines the global `ts`.
importScripts(typescriptUrl)
declare const ts: typeof TypeScript
const service = first.then((files) => createTypecheckService(ts, files))
let later: Promise<void> | undefined

/** Runs `ask`, and once more with the later declarations if it looked for one of them. */
async function withDeclarations<T>(
  checker: TypecheckService,
  ask: () => T,
): Promise<T> {
  const answer = ask()
  if (!checker.needsLater()) return answer
  later ??= download(laterUrl).then(({ files }) => checker.addLater(files))
  await later
  return ask()
}

async function answer(request: TypecheckRequest) {
  let response: TypecheckResponse
  try {
    const checker = await service
    response =
      request.kind === 'check'
        ? {
            id: request.id,
            kind: 'check',
            diagnostics: await withDeclarations(checker, () =>
              checker.check(request.project, request.files),
            ),
          }
        : {
            id: request.id,
            kind: 'typeAt',
            info: await withDeclarations(checker, () =>
              checker.typeAt(request.project, request.file, request.offset),
            ),
          }
  } catch (error) {
    response = { id: request.id, kind: 'error', message: String(error) }
  }
  self.postMessage(response)
}

// One request at a time, in the order sent: one waiting for the later
// declarations holds back the next, so that answers keep their order.
let queue = Promise.resolve()
self.onmessage = ({ data }: MessageEvent<TypecheckRequest>) => {
  queue = queue.then(() => answer(data))
}
