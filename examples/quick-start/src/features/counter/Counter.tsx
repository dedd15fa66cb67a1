import { useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import {
  decrement,
  increment,
  incrementByAmount,
  incrementIfOdd,
  selectCount,
  selectIsEven,
} from './counterSlice'

export function Counter() {
  const count = useAppSelector(selectCount)
  const isEven = useAppSelector(selectIsEven)
  const dispatch = useAppDispatch()
  // What the user is typing is not app state: it stays in the component.
  const [amountText, setAmountText] = useState('2')
  const amount = Number(amountText) || 0

  return (
    <section>
      <h2>Counter</h2>
      <div>
        <button aria-label="Decrement" onClick={() => dispatch(decrement())}>
          −
        </button>
        <output aria-label="Count">{count}</output>
        <button aria-label="Increment" onClick={() => dispatch(increment())}>
          +
        </button>
      </div>
      <p>The count is {isEven ? 'even' : 'odd'}.</p>
      <label>
        Amount{' '}
        <input
          type="number"
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
        />
      </label>
      <button onClick={() => dispatch(incrementByAmount(amount))}>
        Add amount
      </button>
      <button onClick={() => dispatch(incrementIfOdd(amount))}>
        Add if odd
      </button>
    </section>
  )
}
