import { useState } from 'react'
import { AddBookForm } from './features/books/AddBookForm'
import { BookCount } from './features/books/BookCount'
import { BookDetails } from './features/books/BookDetails'
import { BookList } from './features/books/BookList'

export function App() {
  const [selectedId, setSelectedId] = useState<number>()

  return (
    <main>
      <header>
        <h1>Reading list</h1>
        <BookCount />
      </header>
      <BookList selectedId={selectedId} onSelect={setSelectedId} />
      {selectedId !== undefined && <BookDetails id={selectedId} />}
      <AddBookForm />
    </main>
  )
}
