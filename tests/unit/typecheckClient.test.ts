import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type {
  TypecheckRequest,
  TypecheckResponse,
} from '../../src/features/editable-samples/typecheck/protocol'

// The main thread's side (client.ts) against a stand-in for the worker that
// the test answers by hand: the order of the answers is the test's to choose.
class FakeWorker {
  static started: FakeWorker[] = []
  received: TypecheckRequest[] = []
  terminated = false
  onmessage?: (event: { data: TypecheckResponse }) => void
  onerror?: (event: { message: string }) => void
  constructor() {
    FakeWorker.started.push(this)
  }
  postMessage(request: TypecheckRequest) {
    this.received.push(request)
  }
  terminate() {
    this.terminated = true
  }
  answer(response: TypecheckResponse) {
    this.onmessage!({ data: response })
  }
}

const file = (code: string) => [{ name: 'a.ts', code }]
const diagnostic = (message: string) => ({
  file: 'a.ts',
  from: 0,
  to: 1,
  message,
  code: 1,
})
/** Lets the client's promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

let typeChecker: typeof import('../../src/features/editable-samples/typecheck/client').typeChecker
beforeEach(async () => {
  FakeWorker.started = []
  vi.stubGlobal('Worker', FakeWorker)
  vi.resetModules()
  ;({ typeChecker } =
    await import('../../src/features/editable-samples/typecheck/client'))
})
afterEach(() => vi.unstubAllGlobals())

describe('type-check client (src/features/editable-samples/typecheck/client.ts)', () => {
  it('starts one worker on the first call, and resolves a check with its diagnostics', async () => {
    expect(FakeWorker.started).toHaveLength(0)
    const result = typeChecker().check('p', file('x'))
    const [worker] = FakeWorker.started
    expect(FakeWorker.started).toHaveLength(1)
    const [request] = worker!.received
    expect(request).toMatchObject({
      kind: 'check',
      project: 'p',
      files: file('x'),
    })
    worker!.answer({
      id: request!.id,
      kind: 'check',
      diagnostics: [diagnostic('one')],
    })
    expect(await result).toEqual([diagnostic('one')])
  })

  it('sends only the newest files behind a running check, and answers every superseded call with the newest result', async () => {
    const checker = typeChecker()
    const first = checker.check('p', file('1'))
    const second = checker.check('p', file('2'))
    const third = checker.check('p', file('3'))
    const [worker] = FakeWorker.started
    expect(
      worker!.received.map((r) => r.kind === 'check' && r.files[0]!.code),
    ).toEqual(['1'])
    worker!.answer({
      id: worker!.received[0]!.id,
      kind: 'check',
      diagnostics: [diagnostic('of 1')],
    })
    await settle()
    expect(
      worker!.received.map((r) => r.kind === 'check' && r.files[0]!.code),
    ).toEqual(['1', '3'])
    const typeAt = checker.typeAt('p', 'a.ts', 0)
    worker!.answer({
      id: worker!.received[1]!.id,
      kind: 'check',
      diagnostics: [diagnostic('of 3')],
    })
    for (const call of [first, second, third])
      expect(await call).toEqual([diagnostic('of 3')])
    // Quick info was asked after the newest files reached the worker.
    await settle()
    expect(worker!.received.at(-1)).toMatchObject({
      kind: 'typeAt',
      file: 'a.ts',
    })
    worker!.answer({
      id: worker!.received.at(-1)!.id,
      kind: 'typeAt',
      info: undefined,
    })
    expect(await typeAt).toBeUndefined()
  })

  it('rejects what waits when the worker fails, and starts a new one on the next call', async () => {
    const failed = typeChecker().check('p', file('x'))
    const [worker] = FakeWorker.started
    worker!.answer({
      id: worker!.received[0]!.id,
      kind: 'error',
      message: 'HTTP 503',
    })
    await expect(failed).rejects.toThrow('HTTP 503')
    expect(worker!.terminated).toBe(true)
    const retried = typeChecker().check('p', file('x'))
    expect(FakeWorker.started).toHaveLength(2)
    const again = FakeWorker.started[1]!
    again.answer({ id: again.received[0]!.id, kind: 'check', diagnostics: [] })
    expect(await retried).toEqual([])
  })

  it('rejects what waits when the worker’s script fails to load', async () => {
    const failed = typeChecker().check('p', file('x'))
    FakeWorker.started[0]!.onerror!({ message: '' })
    await expect(failed).rejects.toThrow('The type-check worker failed to load')
  })
})
