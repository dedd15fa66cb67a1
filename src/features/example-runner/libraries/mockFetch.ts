import { getResponse, type RequestHandler } from 'msw'

/**
 * A `fetch` that answers every request with the app's own MSW handlers, in
 * the page: the example runner has an opaque origin, which no service worker
 * can serve. A request that no handler answers fails (a TypeError, like
 * fetch's own network errors) and is reported through `onUnhandled`: the
 * runner has no network to pass it on to.
 */
export function mockFetch(
  handlers: () => readonly RequestHandler[],
  onUnhandled: (error: TypeError) => void,
): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    const response = await getResponse([...handlers()], request)
    if (response) return response
    const error = new TypeError(
      `No mock handler answers ${request.method} ${request.url}: the example runs without a network.`,
    )
    onUnhandled(error)
    throw error
  }
}
