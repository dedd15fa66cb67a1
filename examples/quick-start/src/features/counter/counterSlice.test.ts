import { describe, expect, it } from 'vitest'
import { makeStore } from '../../app/store'
import counterReducer, {
  decrement,
  increment,
  incrementByAmount,
  incrementIfOdd,
  selectCount,
  selectIsEven,
} from './counterSlice'

describe('counter slice', () => {
  it('starts at 0', () => {
    expect(counterReducer(undefined, { type: 'unknown' })).toEqual({
      value: 0,
    })
  })

  it('builds action types from the slice name and the reducer key', () => {
    expect(increment.type).toBe('counter/increment')
    expect(incrementByAmount(5)).toEqual({
      type: 'counter/incrementByAmount',
      payload: 5,
    })
  })

  it('returns a new state and leaves the old one untouched', () => {
    const before = { value: 1 }
    const after = counterReducer(before, increment())
    expect(after).toEqual({ value: 2 })
    expect(before).toEqual({ value: 1 })
  })

  it('adds and subtracts', () => {
    const actions = [
      increment(),
      increment(),
      decrement(),
      incrementByAmount(10),
    ]
    const state = actions.reduce(counterReducer, { value: 0 })
    expect(state.value).toBe(11)
  })

  it('derives evenness from the count', () => {
    const store = makeStore()
    expect(selectIsEven(store.getState())).toBe(true)
    store.dispatch(increment())
    expect(selectIsEven(store.getState())).toBe(false)
  })

  it('incrementIfOdd adds only when the count is odd', () => {
    const store = makeStore()
    store.dispatch(incrementIfOdd(5))
    expect(selectCount(store.getState())).toBe(0)
    store.dispatch(increment())
    store.dispatch(incrementIfOdd(5))
    expect(selectCount(store.getState())).toBe(6)
  })
})
