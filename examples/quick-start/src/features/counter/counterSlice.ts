import { createSlice } from '@reduxjs/toolkit'
import type { PayloadAction } from '@reduxjs/toolkit'
import type { RootState } from '../../app/store'
// #region thunkType
import type { AppThunk } from '../../app/store'
// #endregion thunkType

export interface CounterState {
  value: number
}

const initialState: CounterState = { value: 0 }

export const counterSlice = createSlice({
  name: 'counter',
  initialState,
  reducers: {
    increment(state) {
      state.value += 1
    },
    decrement(state) {
      state.value -= 1
    },
    incrementByAmount(state, action: PayloadAction<number>) {
      state.value += action.payload
    },
  },
})

export const { increment, decrement, incrementByAmount } = counterSlice.actions

export default counterSlice.reducer

// #region selectCount
export const selectCount = (state: RootState) => state.counter.value
// #endregion selectCount

// #region derived
export const selectIsEven = (state: RootState) => selectCount(state) % 2 === 0
// #endregion derived

// #region thunk
export const incrementIfOdd =
  (amount: number): AppThunk =>
  (dispatch, getState) => {
    if (!selectIsEven(getState())) {
      dispatch(incrementByAmount(amount))
    }
  }
// #endregion thunk
