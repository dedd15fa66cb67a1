/**
 * The life of one RTK Query cache entry, step by step: the text equivalent
 * of the diagram, shown under it on the page and used alone in the page's
 * Markdown twin (src/features/page-components/twins.ts). Facts checked
 * against @reduxjs/toolkit 2.15.0 (dist/query: the cache-lifecycle,
 * invalidation, polling and window-event middleware).
 */
export interface LifecycleStep {
  /** Short name, as the diagram labels the step. */
  name: string
  /** What happens, in one or two sentences. */
  text: string
}

export const LIFECYCLE_STEPS: readonly LifecycleStep[] = [
  {
    name: 'Subscribe',
    text: 'A hook mounts or `initiate()` is dispatched for an endpoint and argument. The entry is created if it does not exist, and the subscription count goes up. `api.util.prefetch` and `initiate(arg, { subscribe: false })` create the entry and request it without a subscription: the timer of step 5 then starts when that request settles.',
  },
  {
    name: 'Fetch',
    text: 'If the entry has no data yet (or only an error), a request is sent. A second subscriber to the same entry while it runs shares that request.',
  },
  {
    name: 'Cached',
    text: 'The response is stored in the entry. New subscribers get it at once, with no request, however old it is.',
  },
  {
    name: 'Refetch',
    text: 'While subscribed, the entry is fetched again when a mutation invalidates a tag it provides, the window regains focus (`refetchOnFocus`), the network comes back (`refetchOnReconnect`), a subscriber mounts or its argument changes (`refetchOnMountOrArgChange`), or a `pollingInterval` timer fires. The old data stays visible while the request runs.',
  },
  {
    name: 'Unsubscribe',
    text: 'When the last subscriber unmounts, is skipped or moves to another argument, a timer of `keepUnusedDataFor` seconds starts (60 by default). Subscribing again before it fires cancels it and serves the cached data.',
  },
  {
    name: 'Removed',
    text: 'When the timer fires, the entry is removed from the store and a request still running for it is aborted. An invalidated tag removes an unsubscribed entry at once, or, when a request for it is still running, as soon as that request settles (since 2.15.0). The next subscriber starts again at step 1.',
  },
]
