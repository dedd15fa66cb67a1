/// <reference lib="webworker" />
/**
 * The type-check worker (./client.ts starts it): downloads the declaration
 * files, then answers checks and quick-info requests with ./service.ts.
 * TypeScript is bundled into this worker's chunk, so it loads with it.
 */
import ts from 'typescript'
import declarationsUrl from './declarationFiles.json?typecheck-declarations'
import { createTypecheckService, type DeclarationFiles } from './service'
import type { TypecheckRequest, TypecheckResponse } from './protocol'

declare const self: DedicatedWorkerGlobalScope

const service = fetch(declarationsUrl).then(async (response) => {
  if (!response.ok)
    throw new Error(`${declarationsUrl}: HTTP ${response.status}`)
  return createTypecheckService(ts, (await response.json()) as DeclarationFiles)
})

self.onmessage = async ({ data: request }: MessageEvent<TypecheckRequest>) => {
  let response: TypecheckResponse
  try {
    const checker = await service
    response =
      request.kind === 'check'
        ? {
            id: request.id,
            kind: 'check',
            diagnostics: checker.check(request.project, request.files),
          }
        : {
            id: request.id,
            kind: 'typeAt',
            info: checker.typeAt(request.project, request.file, request.offset),
          }
  } catch (error) {
    response = { id: request.id, kind: 'error', message: String(error) }
  }
  self.postMessage(response)
}
