/**
 * The type-check of edited samples, as the editor sees it: one worker per
 * page (./worker.ts), started on the first call. Import this module lazily:
 * nothing of it may load with a page.
 */
import type {
  SampleFile,
  TypecheckRequest,
  TypecheckResponse,
  TypeDiagnostic,
  TypeInfo,
} from './protocol'

export type { SampleFile, TypeDiagnostic, TypeInfo } from './protocol'

export interface TypeChecker {
  /**
   * Sets the project's files (all of them: visible and hidden) and resolves
   * with every diagnostic of its files. A check that a newer one of the same
   * project supersedes before it runs resolves with the newer one's result.
   */
  check(project: string, files: SampleFile[]): Promise<TypeDiagnostic[]>
  /** The type of the name at `offset` of `file`, in the project's files as last given to `check`. */
  typeAt(
    project: string,
    file: string,
    offset: number,
  ): Promise<TypeInfo | undefined>
}

type Request = TypecheckRequest extends infer R
  ? R extends TypecheckRequest
    ? Omit<R, 'id'>
    : never
  : never

interface Waiter<T> {
  resolve(value: T): void
  reject(error: Error): void
}

/** A project's checks: at most one in the worker, and the newest files waiting behind it. */
interface ProjectChecks {
  running: boolean
  next?: { files: SampleFile[]; waiters: Waiter<TypeDiagnostic[]>[] }
  /** Settles when every check given so far has its result: quick info waits for it, so that it reads the newest files. */
  settled: Promise<unknown>
}

let worker: Worker | undefined
let nextId = 0
const pending = new Map<number, Waiter<TypecheckResponse>>()
const projects = new Map<string, ProjectChecks>()

/** Every request waiting fails, and the next one starts a new worker: the reader's Retry. */
function fail(error: Error) {
  worker?.terminate()
  worker = undefined
  projects.clear()
  for (const waiter of pending.values()) waiter.reject(error)
  pending.clear()
}

function send(request: Request): Promise<TypecheckResponse> {
  if (!worker) {
    worker = new Worker(new URL('./worker.ts', import.meta.url))
    worker.onmessage = ({ data }: MessageEvent<TypecheckResponse>) => {
      if (data.kind === 'error') return fail(new Error(data.message))
      const waiter = pending.get(data.id)
      pending.delete(data.id)
      waiter?.resolve(data)
    }
    worker.onerror = (event) =>
      fail(new Error(event.message || 'The type-check worker failed to load'))
  }
  const id = nextId++
  const started = worker
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject })
    started.postMessage({ ...request, id } as TypecheckRequest)
  })
}

function runNext(project: string, checks: ProjectChecks) {
  const batch = checks.next
  if (checks.running || !batch) return
  checks.next = undefined
  checks.running = true
  send({ kind: 'check', project, files: batch.files }).then(
    (response) => {
      checks.running = false
      if (checks.next) {
        // Newer files wait: their result answers these callers too.
        checks.next.waiters.push(...batch.waiters)
        runNext(project, checks)
      } else if (response.kind === 'check')
        for (const waiter of batch.waiters) waiter.resolve(response.diagnostics)
    },
    (error: Error) => {
      // The worker is gone (fail): so is everything waiting behind it.
      for (const waiter of [...batch.waiters, ...(checks.next?.waiters ?? [])])
        waiter.reject(error)
      checks.next = undefined
    },
  )
}

const checker: TypeChecker = {
  check(project, files) {
    let checks = projects.get(project)
    if (!checks) {
      checks = { running: false, settled: Promise.resolve() }
      projects.set(project, checks)
    }
    const result = new Promise<TypeDiagnostic[]>((resolve, reject) => {
      checks.next ??= { files, waiters: [] }
      checks.next.files = files
      checks.next.waiters.push({ resolve, reject })
    })
    checks.settled = result.catch(() => undefined)
    runNext(project, checks)
    return result
  },
  async typeAt(project, file, offset) {
    await projects.get(project)?.settled
    const response = await send({ kind: 'typeAt', project, file, offset })
    return response.kind === 'typeAt' ? response.info : undefined
  },
}

/** The page's type checker; a failed download rejects the calls waiting, and the next call starts again. */
export function typeChecker(): TypeChecker {
  return checker
}
