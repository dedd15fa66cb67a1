// What the example runner gives the apps for `msw/browser`: the same
// setupWorker(...handlers) and worker.start(), answering the app's requests
// with an in-page fetch (./mockFetch.ts) in place of a service worker, which
// cannot serve the runner's opaque origin. The apps' code runs unchanged.
import type { RequestHandler } from 'msw'
import { mockFetch } from './mockFetch'

export function setupWorker(...initialHandlers: RequestHandler[]) {
  let handlers = [...initialHandlers]
  const realFetch = globalThis.fetch
  return {
    /** Takes the app's options (its service worker's address among them) and needs none. */
    async start(_options?: unknown) {
      globalThis.fetch = mockFetch(
        () => handlers,
        (error) => reportError(error),
      )
    },
    stop() {
      globalThis.fetch = realFetch
    },
    use(...overrides: RequestHandler[]) {
      handlers = [...overrides, ...handlers]
    },
    resetHandlers(...next: RequestHandler[]) {
      handlers = next.length > 0 ? next : [...initialHandlers]
    },
    listHandlers: () => handlers,
  }
}
