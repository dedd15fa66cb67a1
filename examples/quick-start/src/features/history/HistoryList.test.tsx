import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { App } from '../../App'
import { renderWithStore } from '../../test-utils'

afterEach(cleanup)

const click = (name: string) =>
  fireEvent.click(screen.getByRole('button', { name }))

const entries = () =>
  screen.queryAllByRole('listitem').map((item) => item.textContent)

describe('<HistoryList>', () => {
  it('records every change made with the counter buttons', () => {
    renderWithStore(<App />)
    expect(screen.getByText('No changes yet.')).toBeTruthy()
    click('Increment')
    click('Decrement')
    fireEvent.change(screen.getByLabelText('Amount'), {
      target: { value: '3' },
    })
    click('Add amount')
    expect(entries()).toEqual(['+1', '-1', '+3'])
  })

  it('empties the list without changing the count', () => {
    renderWithStore(<App />)
    click('Increment')
    click('Clear history')
    expect(entries()).toEqual([])
    expect(screen.getByText('No changes yet.')).toBeTruthy()
    expect(screen.getByLabelText('Count').textContent).toBe('1')
  })
})
