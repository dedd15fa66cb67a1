import { configureStore } from '@reduxjs/toolkit'
import { feedApi } from '../features/feed/feedApi'

// A factory, so that every test starts from an empty cache.
export function setupStore() {
  return configureStore({
    reducer: {
      [feedApi.reducerPath]: feedApi.reducer,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().concat(feedApi.middleware),
  })
}

export type AppStore = ReturnType<typeof setupStore>
export type RootState = ReturnType<AppStore['getState']>
export type AppDispatch = AppStore['dispatch']
