import type { FormEvent } from 'react'
import { errorMessage } from '../../app/errorMessage'
import { useAddBookMutation } from './booksApi'

export function AddBookForm() {
  const [addBook, { isLoading, error }] = useAddBookMutation()

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const fields = new FormData(form)
    try {
      await addBook({
        title: String(fields.get('title')),
        author: String(fields.get('author')),
        year: Number(fields.get('year')),
      }).unwrap()
      form.reset()
    } catch {
      // The hook's `error` field holds the error, shown below.
    }
  }

  return (
    <form onSubmit={handleSubmit}>
      <h2>Add a book</h2>
      <label>
        Title <input name="title" required />
      </label>
      <label>
        Author <input name="author" required />
      </label>
      <label>
        Year <input name="year" type="number" required />
      </label>
      <button type="submit" disabled={isLoading}>
        {isLoading ? 'Saving…' : 'Add book'}
      </button>
      {error && (
        <p role="alert">Could not add the book. {errorMessage(error)}</p>
      )}
    </form>
  )
}
