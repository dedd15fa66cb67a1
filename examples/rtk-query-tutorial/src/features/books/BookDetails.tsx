import { errorMessage } from '../../app/errorMessage'
import { useGetBookQuery } from './booksApi'

export function BookDetails({ id }: { id: number }) {
  // currentData belongs to this id only; data would still hold the
  // previous book while the next one loads.
  const { currentData: book, error } = useGetBookQuery(id)

  if (error) {
    return <p role="alert">Could not load this book. {errorMessage(error)}</p>
  }
  if (!book) return <p>Loading details…</p>

  return (
    <article>
      <h2>{book.title}</h2>
      <p>
        by {book.author} ({book.year})
      </p>
    </article>
  )
}
