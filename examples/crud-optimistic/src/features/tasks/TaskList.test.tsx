import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { App } from '../../App'
import type { AppStore } from '../../app/store'
import { resetDb } from '../../mocks/db'
import { server } from '../../mocks/server'
import { recordTraffic, renderWithStore } from '../../test-utils'
import { tasksApi } from './tasksApi'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
  server.events.removeAllListeners()
  resetDb()
})
afterAll(() => server.close())

// #region holdNextPatch
// Keeps the next PATCH waiting until the test calls release(); the request
// then goes on to the normal handler.
function holdNextPatch() {
  let release!: () => void
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  server.use(
    http.patch(
      '/api/tasks/:id',
      async () => {
        await gate
      },
      { once: true },
    ),
  )
  return release
}
// #endregion holdNextPatch

const checkbox = (title: string) =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: title })
// Waits until the store has taken in the server's answer to a toggle. The
// store invalidates tags while it handles that answer, and a refetch they
// call for starts right then, under a new request id: from here on, a refetch
// shows in listRequestId.
const toggleSaved = (store: AppStore) =>
  waitFor(() =>
    expect(
      Object.values(store.getState().tasksApi.mutations)
        .filter((mutation) => mutation?.endpointName === 'toggleTask')
        .map((mutation) => mutation?.status),
    ).toContain('fulfilled'),
  )
// The request that last fetched (or is fetching) the list.
const listRequestId = (store: AppStore) =>
  tasksApi.endpoints.getTasks.select()(store.getState()).requestId
const count = (requests: string[], request: string) =>
  requests.filter((r) => r === request).length

describe('tasks app', () => {
  it('loads and lists the tasks', async () => {
    renderWithStore(<App />)
    expect(screen.getByText('Loading tasks…')).toBeTruthy()
    expect(await screen.findByText('Water the plants')).toBeTruthy()
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    expect(screen.getByText('1 of 3 done')).toBeTruthy()
    expect(checkbox('Read chapter 3').checked).toBe(true)
  })

  it('shows an error when the list fails to load, and retries', async () => {
    server.use(
      http.get('/api/tasks', () => HttpResponse.json(null, { status: 500 }), {
        once: true,
      }),
    )
    renderWithStore(<App />)
    expect(await screen.findByText('Could not load the tasks.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Water the plants')).toBeTruthy()
  })

  it('adds a task after the server has stored it', async () => {
    renderWithStore(<App />)
    await screen.findByText('Water the plants')
    fireEvent.change(screen.getByLabelText('New task'), {
      target: { value: 'Call the plumber' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Add task' }))
    // Pessimistic: nothing is added until the server answers.
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeTruthy()
    expect(screen.queryByText('Call the plumber')).toBeNull()
    expect(await screen.findByText('Call the plumber')).toBeTruthy()
    expect(screen.getAllByRole('listitem')).toHaveLength(4)
    expect((screen.getByLabelText('New task') as HTMLInputElement).value).toBe(
      '',
    )
  })

  it('deletes a task', async () => {
    renderWithStore(<App />)
    await screen.findByText('Water the plants')
    fireEvent.click(
      screen.getByRole('button', { name: 'Delete Water the plants' }),
    )
    expect(
      screen.getByRole('button', { name: 'Delete Water the plants' })
        .textContent,
    ).toBe('Deleting…')
    await waitFor(() =>
      expect(screen.queryByText('Water the plants')).toBeNull(),
    )
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
  })

  it('shows a toggle before the server answers', async () => {
    const { requests, responses } = recordTraffic()
    const { store } = renderWithStore(<App />)
    await screen.findByText('Water the plants')
    const listRequest = listRequestId(store)
    const release = holdNextPatch()

    fireEvent.click(checkbox('Water the plants'))

    // The server has the request but has not answered it yet.
    expect(await screen.findByText('2 of 3 done')).toBeTruthy()
    expect(checkbox('Water the plants').checked).toBe(true)
    expect(requests).toContain('PATCH /api/tasks/1')
    expect(responses).not.toContain('PATCH /api/tasks/1 200')

    release()
    await toggleSaved(store)
    expect(checkbox('Water the plants').checked).toBe(true)
    expect(screen.queryByRole('alert')).toBeNull()
    // The cache was patched in place: the list was not fetched again.
    expect(listRequestId(store)).toBe(listRequest)
    expect(count(requests, 'GET /api/tasks')).toBe(1)
  })

  // #region rollbackTest
  it('rolls a failed toggle back and shows an error', async () => {
    renderWithStore(<App />)
    const title = 'Locked: the server refuses changes'
    await screen.findByText(title)
    const release = holdNextPatch()

    fireEvent.click(checkbox(title))
    // The server holds the request, yet the change already shows.
    expect(await screen.findByText('2 of 3 done')).toBeTruthy()
    expect(checkbox(title).checked).toBe(true)

    release() // the server now answers 500
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(
      `Could not save “${title}”. The change was undone.`,
    )
    expect(await screen.findByText('1 of 3 done')).toBeTruthy()
    expect(checkbox(title).checked).toBe(false)
  })
  // #endregion rollbackTest

  it('renames a task once the server has saved the new name', async () => {
    const { requests } = recordTraffic()
    renderWithStore(<App />)
    await screen.findByText('Read chapter 3')
    fireEvent.click(
      screen.getByRole('button', { name: 'Rename Read chapter 3' }),
    )
    fireEvent.change(screen.getByLabelText('New name for Read chapter 3'), {
      target: { value: 'Read chapter 4' },
    })
    const release = holdNextPatch()
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeTruthy()
    expect(
      screen.queryByRole('checkbox', { name: 'Read chapter 4' }),
    ).toBeNull()

    release()
    expect(
      await screen.findByRole('checkbox', { name: 'Read chapter 4' }),
    ).toBeTruthy()
    // Written into the cache from the response, not refetched.
    expect(count(requests, 'GET /api/tasks')).toBe(1)
  })

  it('refetches the list only for mutations that invalidate it', async () => {
    const { requests } = recordTraffic()
    const { store } = renderWithStore(<App />)
    await screen.findByText('Water the plants')
    expect(count(requests, 'GET /api/tasks')).toBe(1)

    // addTask invalidates { type: 'Task', id: 'LIST' }
    fireEvent.change(screen.getByLabelText('New task'), {
      target: { value: 'Sweep the floor' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Add task' }))
    await screen.findByText('Sweep the floor')
    expect(count(requests, 'GET /api/tasks')).toBe(2)

    // deleteTask invalidates { type: 'Task', id: 1 }
    fireEvent.click(
      screen.getByRole('button', { name: 'Delete Water the plants' }),
    )
    await waitFor(() =>
      expect(screen.queryByText('Water the plants')).toBeNull(),
    )
    expect(count(requests, 'GET /api/tasks')).toBe(3)

    // toggleTask invalidates nothing: its optimistic patch is the update.
    const listRequest = listRequestId(store)
    fireEvent.click(checkbox('Sweep the floor'))
    await toggleSaved(store)
    expect(listRequestId(store)).toBe(listRequest)
    expect(count(requests, 'GET /api/tasks')).toBe(3)
  })
})
