import { useState } from 'react'
import type { SubmitEvent } from 'react'
import { useAddTaskMutation } from './tasksApi'

export function AddTaskForm() {
  const [title, setTitle] = useState('')
  const [addTask, { isLoading, isError }] = useAddTaskMutation()

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    try {
      // Resolves once the server has stored the task. The 'LIST' tag that
      // addTask invalidates makes the task list refetch on its own.
      await addTask({ title: title.trim() }).unwrap()
      setTitle('')
    } catch {
      // isError below shows the message; the typed title is kept.
    }
  }

  return (
    <form onSubmit={handleSubmit}>
      <input
        aria-label="New task"
        placeholder="What needs doing?"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <button type="submit" disabled={isLoading || !title.trim()}>
        {isLoading ? 'Adding…' : 'Add task'}
      </button>
      {isError && <p role="alert">Could not add the task.</p>}
    </form>
  )
}
