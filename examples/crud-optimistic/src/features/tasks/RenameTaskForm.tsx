import { useState } from 'react'
import type { SubmitEvent } from 'react'
import type { Task } from './tasksApi'
import { useRenameTaskMutation } from './tasksApi'

interface RenameTaskFormProps {
  task: Task
  onClose: () => void
}

export function RenameTaskForm({ task, onClose }: RenameTaskFormProps) {
  const [title, setTitle] = useState(task.title)
  const [renameTask, { isLoading, isError }] = useRenameTaskMutation()

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    const result = await renameTask({ id: task.id, title: title.trim() })
    // Pessimistic: the form stays open until the server has saved the name.
    if (!result.error) onClose()
  }

  return (
    <form onSubmit={handleSubmit}>
      <input
        aria-label={`New name for ${task.title}`}
        value={title}
        disabled={isLoading}
        onChange={(event) => setTitle(event.target.value)}
      />
      <button type="submit" disabled={isLoading || !title.trim()}>
        {isLoading ? 'Saving…' : 'Save'}
      </button>
      <button type="button" disabled={isLoading} onClick={onClose}>
        Cancel
      </button>
      {isError && <p role="alert">Could not rename “{task.title}”.</p>}
    </form>
  )
}
