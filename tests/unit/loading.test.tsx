// @vitest-environment happy-dom
import React from 'react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import Loadable from 'react-loadable'
import { afterEach, describe, expect, it, vi } from 'vitest'
import Loading from '../../src/theme/Loading'

// The route loader Docusaurus uses (react-loadable, with its default 200 ms
// delay), driven with our Loading component as it is in the site.
function loadablePage(loader: () => Promise<() => React.ReactNode>) {
  return Loadable({ loader, loading: Loading })
}

const Page = () => <p>The page</p>

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('lazy page loading', () => {
  it('shows nothing for the first 200 ms, then a spinner, then the page', async () => {
    vi.useFakeTimers()
    let resolve!: (component: typeof Page) => void
    const Lazy = loadablePage(() => new Promise((r) => (resolve = r)))
    render(<Lazy />)
    act(() => void vi.advanceTimersByTime(150))
    expect(screen.queryByRole('status')).toBeNull()
    act(() => void vi.advanceTimersByTime(100))
    expect(screen.getByRole('status').textContent).toContain('Loading')
    await act(async () => resolve(Page))
    expect(screen.getByText('The page')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows the error in a red box with Retry, and Retry loads the page again', async () => {
    const loader = vi
      .fn<() => Promise<typeof Page>>()
      .mockRejectedValueOnce(new Error('Loading chunk 42 failed.'))
      .mockResolvedValueOnce(Page)
    const Lazy = loadablePage(loader)
    render(<Lazy />)
    const alert = await screen.findByRole('alert')
    expect(alert.className).toContain('alert--danger')
    expect(alert.textContent).toContain('Error: Loading chunk 42 failed.')
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Retry' })),
    )
    expect(await screen.findByText('The page')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(loader).toHaveBeenCalledTimes(2)
  })
})
