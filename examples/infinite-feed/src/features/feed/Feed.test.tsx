import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { App } from '../../App'
import { resetDb } from '../../mocks/db'
import { server } from '../../mocks/server'
import { recordRequests, renderWithStore } from '../../test-utils'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
  server.events.removeAllListeners()
  resetDb()
})
afterAll(() => server.close())

const shownPosts = () =>
  within(screen.getByRole('list', { name: 'Posts' })).getAllByRole('listitem')
const loadMore = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
// Keeps the next feed request waiting until the test calls release(); the
// request then goes on to the normal handler.
function holdNextFeedRequest() {
  let release!: () => void
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  server.use(
    http.get(
      '/api/feed',
      async () => {
        await gate
      },
      { once: true },
    ),
  )
  return release
}
const failNextFeedRequest = () =>
  server.use(
    http.get('/api/feed', () => HttpResponse.json(null, { status: 500 }), {
      once: true,
    }),
  )

describe('feed', () => {
  it('shows the first page', async () => {
    renderWithStore(<App />)
    expect(screen.getByText('Loading the feed…')).toBeTruthy()
    expect(await screen.findByText('Post 1')).toBeTruthy()
    expect(shownPosts()).toHaveLength(10)
    expect(screen.getByText('Post 10')).toBeTruthy()
    expect(screen.queryByText('Post 11')).toBeNull()
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy()
  })

  it('appends the next page when "Load more" is clicked', async () => {
    const requests = recordRequests()
    renderWithStore(<App />)
    await screen.findByText('Post 1')

    const release = holdNextFeedRequest()
    loadMore()
    const button = await screen.findByRole<HTMLButtonElement>('button', {
      name: 'Loading more…',
    })
    expect(button.disabled).toBe(true)

    release()
    expect(await screen.findByText('Post 11')).toBeTruthy()
    expect(shownPosts()).toHaveLength(20)
    // The first page stays: the new page is added after it.
    expect(screen.getByText('Post 1')).toBeTruthy()
    expect(requests).toEqual(['/api/feed', '/api/feed?cursor=11'])
  })

  it('hides the button after the last page', async () => {
    const requests = recordRequests()
    renderWithStore(<App />)
    await screen.findByText('Post 1')
    loadMore()
    await screen.findByText('Post 11')
    loadMore()

    expect(await screen.findByText('You have reached the end.')).toBeTruthy()
    expect(shownPosts()).toHaveLength(25)
    expect(screen.getByText('Post 25')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
    expect(requests).toEqual([
      '/api/feed',
      '/api/feed?cursor=11',
      '/api/feed?cursor=21',
    ])
  })

  // #region pageErrorTest
  it('shows an error when a page fails, and retries it', async () => {
    renderWithStore(<App />)
    await screen.findByText('Post 1')

    failNextFeedRequest()
    loadMore()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Could not load more posts.')
    // The pages already loaded are kept.
    expect(shownPosts()).toHaveLength(10)

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Post 11')).toBeTruthy()
    expect(shownPosts()).toHaveLength(20)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy()
  })
  // #endregion pageErrorTest

  it('shows an error when the first page fails, and retries it', async () => {
    failNextFeedRequest()
    renderWithStore(<App />)
    expect(await screen.findByText('Could not load the feed.')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Post 1')).toBeTruthy()
    expect(shownPosts()).toHaveLength(10)
  })
})
