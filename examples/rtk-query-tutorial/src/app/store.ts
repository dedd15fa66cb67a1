import { configureStore } from '@reduxjs/toolkit'
import { booksApi } from '../features/books/booksApi'

// A factory, so that every test can start from an empty cache.
export function makeStore() {
  return configureStore({
    reducer: {
      [booksApi.reducerPath]: booksApi.reducer,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().concat(booksApi.middleware),
  })
}

export type AppStore = ReturnType<typeof makeStore>
export type RootState = ReturnType<AppStore['getState']>
export type AppDispatch = AppStore['dispatch']
