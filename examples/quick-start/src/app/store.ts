import { configureStore } from '@reduxjs/toolkit'
import type { Action, ThunkAction } from '@reduxjs/toolkit'
import counterReducer from '../features/counter/counterSlice'
import historyReducer from '../features/history/historySlice'

// A factory, so that every test can start from a fresh store.
export function makeStore() {
  return configureStore({
    reducer: {
      counter: counterReducer,
      history: historyReducer,
    },
  })
}

export type AppStore = ReturnType<typeof makeStore>
export type RootState = ReturnType<AppStore['getState']>
export type AppDispatch = AppStore['dispatch']
export type AppThunk<ReturnType = void> = ThunkAction<
  ReturnType,
  RootState,
  unknown,
  Action
>
