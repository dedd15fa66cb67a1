import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithStore } from '../../test-utils'
import { Counter } from './Counter'
import { incrementByAmount } from './counterSlice'

afterEach(cleanup)

const count = () => screen.getByLabelText('Count').textContent
const click = (name: string) =>
  fireEvent.click(screen.getByRole('button', { name }))

describe('<Counter>', () => {
  it('shows 0, then follows the + and − buttons', () => {
    renderWithStore(<Counter />)
    expect(count()).toBe('0')
    click('Increment')
    click('Increment')
    expect(count()).toBe('2')
    click('Decrement')
    expect(count()).toBe('1')
    expect(screen.getByText('The count is odd.')).toBeTruthy()
  })

  it('adds the amount typed into the input', () => {
    renderWithStore(<Counter />)
    fireEvent.change(screen.getByLabelText('Amount'), {
      target: { value: '5' },
    })
    click('Add amount')
    expect(count()).toBe('5')
    fireEvent.change(screen.getByLabelText('Amount'), {
      target: { value: '-7' },
    })
    click('Add amount')
    expect(count()).toBe('-2')
  })

  it('treats an empty amount as 0', () => {
    renderWithStore(<Counter />)
    fireEvent.change(screen.getByLabelText('Amount'), {
      target: { value: '' },
    })
    click('Add amount')
    expect(count()).toBe('0')
  })

  it('"Add if odd" only adds when the count is odd', () => {
    renderWithStore(<Counter />)
    click('Add if odd')
    expect(count()).toBe('0')
    click('Increment')
    click('Add if odd')
    expect(count()).toBe('3')
  })

  it('shows changes made to the store from outside the component', () => {
    const { store } = renderWithStore(<Counter />)
    expect(count()).toBe('0')
    act(() => {
      store.dispatch(incrementByAmount(40))
    })
    expect(count()).toBe('40')
  })
})
