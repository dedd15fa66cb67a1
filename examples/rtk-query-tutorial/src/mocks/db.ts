import type { Book, NewBook } from '../features/books/booksApi'

const seed: Book[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    year: 1969,
  },
  { id: 2, title: 'Kindred', author: 'Octavia E. Butler', year: 1979 },
  { id: 3, title: 'Piranesi', author: 'Susanna Clarke', year: 2020 },
]

let books: Book[] = []
let nextId = 1

// An in-memory stand-in for the server's database.
export const db = {
  all: () => books,
  find: (id: number) => books.find((book) => book.id === id),
  add(newBook: NewBook) {
    const book = { ...newBook, id: nextId++ }
    books = [...books, book]
    return book
  },
  reset() {
    books = seed.map((book) => ({ ...book }))
    nextId = seed.length + 1
  },
}

db.reset()
