import { afterEach, describe, expect, it, vi } from 'vitest'
import { increment } from '../features/counter/counterSlice'
import { makeStore } from './store'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('store', () => {
  it('combines the slice reducers under their keys', () => {
    expect(makeStore().getState()).toEqual({
      counter: { value: 0 },
      history: { changes: [] },
    })
  })

  it('gives every call a store of its own', () => {
    const first = makeStore()
    first.dispatch(increment())
    expect(makeStore().getState().counter.value).toBe(0)
  })

  it('one action can update several slices', () => {
    const store = makeStore()
    store.dispatch(increment())
    expect(store.getState()).toEqual({
      counter: { value: 1 },
      history: { changes: [1] },
    })
  })

  it('warns when an action creator is dispatched without calling it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const store = makeStore()
    // @ts-expect-error: the mistake this test is about
    store.dispatch(increment)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0][0])).toContain(
      'Detected an action creator with type "counter/increment"',
    )
    expect(store.getState().counter.value).toBe(0)
  })
})
