import { delay, http, HttpResponse } from 'msw'
import type { NewBook } from '../features/books/booksApi'
import { db } from './db'

export const handlers = [
  http.get('/api/books', async () => {
    await delay()
    return HttpResponse.json(db.all())
  }),

  http.get('/api/books/:id', async ({ params }) => {
    await delay()
    const book = db.find(Number(params.id))
    if (!book) {
      return HttpResponse.json({ message: 'No such book' }, { status: 404 })
    }
    return HttpResponse.json(book)
  }),

  http.post('/api/books', async ({ request }) => {
    await delay()
    const newBook = (await request.json()) as NewBook
    if (!newBook.title.trim()) {
      return HttpResponse.json(
        { message: 'A book needs a title' },
        { status: 400 },
      )
    }
    return HttpResponse.json(db.add(newBook), { status: 201 })
  }),
]
