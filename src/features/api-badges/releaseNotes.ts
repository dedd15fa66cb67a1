import type { Release } from './apiHistory'

/**
 * What the API history (./api-history.json) cannot read from the published
 * declarations, written by hand: the feature a release is known by, which
 * leads its entry in "What each release added", and its behaviour changes,
 * one line each. "What each release added" (src/features/api-badges/releaseAdditions.ts)
 * shows them under the release's minor line; it, and
 * tests/unit/releaseNotes.test.ts, fail when a note names a release the
 * history has not read or links to a section that does not exist.
 *
 * A link is a page under docs/ and a section id on it:
 * `rtk-query/api/createApi.mdx#buildinfinitequery`.
 */

/** A release's headline feature, as a reader would call it, with its sections. */
export interface FeatureNote {
  /** The exact version that shipped it: "2.6.0". */
  release: Release
  /** What a reader would call it: "Infinite queries". */
  feature: string
  /** Where it is documented; `label` is Markdown code or words. */
  links: { label: string; to: string }[]
}

/** A change of behaviour, one line, and the section that explains it. */
export interface BehaviourNote {
  release: Release
  /** One line; `code` in backticks. */
  change: string
  to: string
}

export const FEATURES: readonly FeatureNote[] = [
  {
    release: '2.0.0',
    feature: 'Slices that inject themselves and carry their selectors',
    links: [
      { label: '`combineSlices`', to: 'api/createSlice.mdx#combineslices' },
      { label: '`selectors`', to: 'api/createSlice.mdx#selectors' },
      {
        label: 'the `create` callback',
        to: 'api/createSlice.mdx#the-create-callback',
      },
    ],
  },
  {
    release: '2.6.0',
    feature: 'Infinite queries',
    links: [
      {
        label: '`build.infiniteQuery`',
        to: 'rtk-query/api/createApi.mdx#buildinfinitequery',
      },
      {
        label: 'the `use…InfiniteQuery` hooks',
        to: 'rtk-query/api/created-api/hooks.mdx#useinfinitequery',
      },
      {
        label: '`infiniteQueryOptions`',
        to: 'rtk-query/api/createApi.mdx#infinitequeryoptions',
      },
    ],
  },
  {
    release: '2.7.0',
    feature: 'Schema validation of endpoints',
    links: [
      {
        label: 'Schema validation',
        to: 'rtk-query/api/createApi.mdx#schema-validation',
      },
      { label: '`argSchema`', to: 'rtk-query/api/createApi.mdx#argschema' },
      {
        label: '`responseSchema`',
        to: 'rtk-query/api/createApi.mdx#responseschema',
      },
    ],
  },
]

export const BEHAVIOUR_CHANGES: readonly BehaviourNote[] = [
  {
    release: '2.0.0',
    change:
      'The object notation of `extraReducers` and `createReducer` is gone: both take a builder callback',
    to: 'usage/usage-guide.mdx#extrareducers-and-createreducer-take-a-builder-callback',
  },
  {
    release: '2.0.0',
    change:
      "`configureStore`'s `middleware` and `enhancers` take callbacks only, and the standalone `getDefaultMiddleware` is gone",
    to: 'usage/usage-guide.mdx#configurestore-takes-middleware-and-enhancers-as-callbacks',
  },
  {
    release: '2.0.0',
    change: 'Action types must be strings',
    to: 'usage/usage-guide.mdx#action-types-must-be-strings',
  },
  {
    release: '2.0.0',
    change:
      'Packaging: ESM and CommonJS through `exports`, only the documented entry points resolve, modern syntax, no UMD build',
    to: 'usage/usage-guide.mdx#packaging-esm-exports-and-modern-syntax',
  },
  {
    release: '2.0.0',
    change: 'Immer 10: always `Proxy`, no `enableES5()`, no default export',
    to: 'usage/usage-guide.mdx#immer-upgrade',
  },
  {
    release: '2.0.0',
    change:
      'Reselect 5: `weakMapMemoize` by default, `defaultMemoize` renamed `lruMemoize`, development checks',
    to: 'usage/usage-guide.mdx#reselect-5-weakmapmemoize-and-development-checks',
  },
  {
    release: '2.0.0',
    change:
      "`createStore` is marked `@deprecated` (Redux 5's mark; it still works)",
    to: 'usage/usage-guide.mdx#createstore-is-deprecated',
  },
  {
    release: '2.0.0',
    change:
      'RTK Query: invalidation waits for running requests, subscriptions live in the middleware, custom React-Redux hooks go in one `hooks` object',
    to: 'usage/usage-guide.mdx#rtk-query-behaviour-changes',
  },
  {
    release: '2.15.0',
    change:
      '`fetchBaseQuery` puts `params` before a `#fragment` of the URL, after joining it with `baseUrl`',
    to: 'rtk-query/api/fetchBaseQuery.mdx#query-parameters',
  },
  {
    release: '2.15.0',
    change:
      "`fetchBaseQuery`'s `timeout` gets a signal of its own, combined with a `signal` you pass (which used to turn the timeout off)",
    to: 'rtk-query/api/fetchBaseQuery.mdx#fetchargs',
  },
  {
    release: '2.15.0',
    change:
      "`retry`: an endpoint's `maxRetries` also caps the retries an API-wide `retryCondition` asks for",
    to: 'rtk-query/usage/customizing-queries.mdx#how-retries-behave',
  },
  {
    release: '2.15.0',
    change:
      "`skipPollingIfUnfocused` pauses an entry's polling only when every polling subscriber sets it",
    to: 'rtk-query/usage/polling.mdx#pause-while-the-page-is-hidden',
  },
  {
    release: '2.15.0',
    change:
      '`refetchOnMountOrArgChange: 0` now means always refetch, like `true` (it used to act like `false`)',
    to: 'rtk-query/usage/cache-behavior.mdx#refetch-on-mount-or-argument-change',
  },
  {
    release: '2.15.0',
    change:
      'Every call waiting on a request whose entry is removed or reset gets an `AbortError`, so `unwrap()` rejects',
    to: 'rtk-query/api/created-api/endpoints.mdx#abort',
  },
  {
    release: '2.15.0',
    change:
      "An entity adapter update that changes an entity's id keeps its place in `ids`",
    to: 'api/createEntityAdapter.mdx#updateone-and-updatemany',
  },
  {
    release: '2.15.0',
    change:
      'Entries restored as `pending` (server rendering, persisted state) are fetched when something uses them, instead of waiting forever',
    to: 'rtk-query/usage/queries.mdx#when-a-request-is-sent',
  },
  {
    release: '2.15.0',
    change:
      'An entry nobody subscribes to is removed when its running request settles',
    to: 'rtk-query/usage/cache-behavior.mdx#when-does-rtk-query-fetch',
  },
  {
    release: '2.15.0',
    change:
      'A subscription that leaves `refetchOnFocus` or `refetchOnReconnect` unset counts with the API-wide value, even when another subscription sets `false`',
    to: 'rtk-query/api/createApi.mdx#refetchonfocus',
  },
  {
    release: '2.15.0',
    change:
      "With `invalidationBehavior: 'immediately'`, a query running when its tag is invalidated is refetched once that request settles",
    to: 'rtk-query/usage/automated-refetching.mdx#when-invalidation-happens-invalidationbehavior',
  },
]
