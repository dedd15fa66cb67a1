export type FeatureIcon =
  'layers' | 'compass' | 'pen' | 'bolt' | 'sync' | 'shield'

export interface Feature {
  title: string
  icon: FeatureIcon
  body: string
  link: { label: string; to: string }
}

export const FEATURES: readonly Feature[] = [
  {
    title: 'Less code to write',
    icon: 'layers',
    body: 'One createSlice call replaces action types, action creators and a switch statement. The reducer you export is the one you wrote.',
    link: { label: 'createSlice', to: '/api/createSlice' },
  },
  {
    title: 'Good defaults, set up for you',
    icon: 'compass',
    body: 'configureStore adds the thunk middleware, connects Redux DevTools and, in development, catches mutations and non-serializable values.',
    link: { label: 'configureStore', to: '/api/configureStore' },
  },
  {
    title: 'Immutable updates that read like mutations',
    icon: 'pen',
    body: 'Reducers run on an Immer draft: push to arrays and assign to fields, and you still get a new, frozen state object.',
    link: { label: 'Writing reducers with Immer', to: '/usage/immer-reducers' },
  },
  {
    title: 'Async logic without boilerplate',
    icon: 'bolt',
    body: 'createAsyncThunk dispatches pending, fulfilled and rejected actions around any promise; the listener middleware reacts to actions with side effects.',
    link: { label: 'createAsyncThunk', to: '/api/createAsyncThunk' },
  },
  {
    title: 'Data fetching and caching included',
    icon: 'sync',
    body: 'RTK Query generates hooks from an endpoint list, de-duplicates requests, caches results and refetches what a mutation invalidated.',
    link: { label: 'RTK Query overview', to: '/rtk-query/overview' },
  },
  {
    title: 'Typed from end to end',
    icon: 'shield',
    body: 'Written in TypeScript: state, actions, thunks and generated hooks infer their types from the code you already wrote.',
    link: {
      label: 'Usage with TypeScript',
      to: '/usage/usage-with-typescript',
    },
  },
]
