import { setupListeners } from '@reduxjs/toolkit/query'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { App } from './App'
import { makeStore } from './app/store'
import { db } from './mocks/db'
import { server } from './mocks/server'
import { renderWithStore } from './test-utils'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
  db.reset()
})
afterAll(() => server.close())

// A handler that returns nothing lets the request go on to the next
// handler, so this counts requests without changing the answers.
function countRequests(path: string) {
  const counter = { count: 0 }
  server.use(
    http.get(path, () => {
      counter.count += 1
    }),
  )
  return counter
}

const bookButton = (title: string) =>
  screen.findByRole('button', { name: title })

describe('reading list', () => {
  it('shows the books from the API', async () => {
    renderWithStore(<App />)
    expect(screen.getByText('Loading books…')).toBeTruthy()
    expect(await bookButton('Kindred')).toBeTruthy()
    expect(screen.getByText('3 books')).toBeTruthy()
    expect(screen.queryByText('Loading books…')).toBeNull()
  })

  it('sends one request for two components that use the same query', async () => {
    const books = countRequests('/api/books')
    renderWithStore(<App />)
    await bookButton('Piranesi')
    await screen.findByText('3 books')
    expect(books.count).toBe(1)
  })

  it('shows an error, and a retry recovers', async () => {
    server.use(
      http.get(
        '/api/books',
        () => HttpResponse.json({ message: 'Down' }, { status: 500 }),
        { once: true },
      ),
    )
    renderWithStore(<App />)
    expect(await screen.findByText(/Could not load the books/)).toBeTruthy()
    expect(screen.getByText(/The server answered 500/)).toBeTruthy()

    let answer = () => {}
    server.use(
      http.get('/api/books', async () => {
        await new Promise<void>((resolve) => (answer = resolve))
      }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    // The error left no data, so the retry counts as loading again.
    expect(await screen.findByText('Loading books…')).toBeTruthy()

    answer()
    expect(await bookButton('Kindred')).toBeTruthy()
    expect(screen.queryByText(/Could not load the books/)).toBeNull()
  })

  it('keeps the list on screen while it refetches', async () => {
    let answer = () => {}
    renderWithStore(<App />)
    await bookButton('Kindred')
    server.use(
      http.get('/api/books', async () => {
        await new Promise<void>((resolve) => (answer = resolve))
      }),
    )

    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(await screen.findByText('(refreshing…)')).toBeTruthy()
    const refresh = screen.getByRole('button', { name: 'Refresh' })
    expect((refresh as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByRole('button', { name: 'Kindred' })).toBeTruthy()
    expect(screen.queryByText('Loading books…')).toBeNull()

    answer()
    await waitFor(() => expect(screen.queryByText('(refreshing…)')).toBeNull())
  })

  it('loads the details of the book the user picks', async () => {
    renderWithStore(<App />)
    fireEvent.click(await bookButton('Kindred'))
    expect(await screen.findByText('by Octavia E. Butler (1979)')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Piranesi' }))
    expect(screen.getByText('Loading details…')).toBeTruthy()
    expect(await screen.findByText('by Susanna Clarke (2020)')).toBeTruthy()

    // Book 2 is still cached: going back shows it without loading.
    fireEvent.click(screen.getByRole('button', { name: 'Kindred' }))
    expect(screen.getByText('by Octavia E. Butler (1979)')).toBeTruthy()
  })

  it('adds a book, and the list refetches to show it', async () => {
    const books = countRequests('/api/books')
    renderWithStore(<App />)
    await bookButton('Kindred')

    fireEvent.change(screen.getByLabelText('Title'), {
      target: { value: 'The Dispossessed' },
    })
    fireEvent.change(screen.getByLabelText('Author'), {
      target: { value: 'Ursula K. Le Guin' },
    })
    fireEvent.change(screen.getByLabelText('Year'), {
      target: { value: '1974' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Add book' }))
    const saving = screen.getByRole('button', { name: 'Saving…' })
    expect((saving as HTMLButtonElement).disabled).toBe(true)

    expect(await bookButton('The Dispossessed')).toBeTruthy()
    expect(await screen.findByText('4 books')).toBeTruthy()
    expect(books.count).toBe(2)
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('')
  })

  it('shows the error when the server rejects a new book', async () => {
    const books = countRequests('/api/books')
    renderWithStore(<App />)
    await bookButton('Kindred')

    fireEvent.change(screen.getByLabelText('Title'), {
      target: { value: ' ' },
    })
    fireEvent.submit(screen.getByRole('button', { name: 'Add book' }))

    expect(
      await screen.findByText(
        'Could not add the book. The server answered 400.',
      ),
    ).toBeTruthy()
    expect(screen.getByText('3 books')).toBeTruthy()
    // The base query returned the error, so the tags are invalidated anyway.
    await waitFor(() => expect(books.count).toBe(2))
  })

  it('refetches when the window regains focus', async () => {
    const store = makeStore()
    const stopListening = setupListeners(store.dispatch)
    const books = countRequests('/api/books')
    renderWithStore(<App />, store)
    await bookButton('Kindred')

    db.add({ title: 'Beloved', author: 'Toni Morrison', year: 1987 })
    fireEvent(window, new Event('focus'))

    expect(await bookButton('Beloved')).toBeTruthy()
    expect(books.count).toBe(2)
    stopListening()
  })
})
