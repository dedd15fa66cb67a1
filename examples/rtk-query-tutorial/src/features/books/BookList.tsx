import { errorMessage } from '../../app/errorMessage'
import { useGetBooksQuery } from './booksApi'

interface BookListProps {
  selectedId: number | undefined
  onSelect: (id: number) => void
}

export function BookList({ selectedId, onSelect }: BookListProps) {
  const { data, error, isLoading, isFetching, refetch } = useGetBooksQuery()

  // isLoading: the first request, nothing to show yet.
  if (isLoading) return <p>Loading books…</p>

  if (error) {
    return (
      <div role="alert">
        <p>Could not load the books. {errorMessage(error)}</p>
        <button onClick={() => refetch()}>Try again</button>
      </div>
    )
  }

  // isFetching: any request, including a refetch while old data is shown.
  return (
    <section aria-busy={isFetching}>
      <h2>Books {isFetching && <small>(refreshing…)</small>}</h2>
      <ul>
        {data?.map((book) => (
          <li key={book.id}>
            <button
              aria-pressed={book.id === selectedId}
              onClick={() => onSelect(book.id)}
            >
              {book.title}
            </button>
          </li>
        ))}
      </ul>
      <button onClick={() => refetch()} disabled={isFetching}>
        Refresh
      </button>
    </section>
  )
}
