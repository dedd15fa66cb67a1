import { createSlice } from '@reduxjs/toolkit'
import type { RootState } from '../../app/store'
import {
  decrement,
  increment,
  incrementByAmount,
} from '../counter/counterSlice'

export interface HistoryState {
  // Each entry is the change one action made to the count, e.g. 1, -1, 5.
  changes: number[]
}

const initialState: HistoryState = { changes: [] }

export const historySlice = createSlice({
  name: 'history',
  initialState,
  reducers: {
    clear(state) {
      state.changes = []
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(increment, (state) => {
        state.changes.push(1)
      })
      .addCase(decrement, (state) => {
        state.changes.push(-1)
      })
      .addCase(incrementByAmount, (state, action) => {
        state.changes.push(action.payload)
      })
  },
})

export const { clear } = historySlice.actions

export default historySlice.reducer

export const selectChanges = (state: RootState) => state.history.changes
