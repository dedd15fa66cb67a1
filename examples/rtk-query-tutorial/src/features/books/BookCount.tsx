import { useGetBooksQuery } from './booksApi'

// Uses the same query as BookList: both read one cache entry.
export function BookCount() {
  const { data } = useGetBooksQuery()

  if (!data) return null
  return <p>{data.length === 1 ? '1 book' : `${data.length} books`}</p>
}
