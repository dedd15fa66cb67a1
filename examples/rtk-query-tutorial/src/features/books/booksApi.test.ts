import { http } from 'msw'
import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  it,
  vi,
} from 'vitest'
import { makeStore } from '../../app/store'
import { db } from '../../mocks/db'
import { server } from '../../mocks/server'
import { booksApi } from './booksApi'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  db.reset()
})
afterAll(() => server.close())

describe('booksApi', () => {
  it('keeps one cache entry per endpoint and argument', async () => {
    let requests = 0
    server.use(
      http.get('/api/books/:id', () => {
        requests += 1
      }),
    )
    const store = makeStore()
    const first = store.dispatch(booksApi.endpoints.getBook.initiate(2))
    const second = store.dispatch(booksApi.endpoints.getBook.initiate(2))
    const other = store.dispatch(booksApi.endpoints.getBook.initiate(3))
    await Promise.all([first, second, other])

    expect(requests).toBe(2)
    expect(Object.keys(store.getState().api.queries).sort()).toEqual([
      'getBook(2)',
      'getBook(3)',
    ])
    const { data } = booksApi.endpoints.getBook.select(2)(store.getState())
    expect(data?.title).toBe('Kindred')
    ;[first, second, other].forEach((request) => request.unsubscribe())
  })

  it('stores a failed request as an error, not as an exception', async () => {
    const store = makeStore()
    const result = await store.dispatch(booksApi.endpoints.getBook.initiate(99))
    expect(result.isError).toBe(true)
    expect(result.error).toEqual({
      status: 404,
      data: { message: 'No such book' },
    })
  })

  it('mutations invalidate the list tag', async () => {
    const store = makeStore()
    const list = store.dispatch(booksApi.endpoints.getBooks.initiate())
    await list
    await store.dispatch(
      booksApi.endpoints.addBook.initiate({
        title: 'Beloved',
        author: 'Toni Morrison',
        year: 1987,
      }),
    )
    // The list refetches in the background after the mutation.
    await vi.waitFor(() => {
      const { data } = booksApi.endpoints.getBooks.select()(store.getState())
      expect(data?.map((book) => book.title)).toContain('Beloved')
    })
    list.unsubscribe()
  })
})
