import { useState } from 'react'
import { RenameTaskForm } from './RenameTaskForm'
import type { Task } from './tasksApi'
import { useDeleteTaskMutation, useToggleTaskMutation } from './tasksApi'

export function TaskItem({ task }: { task: Task }) {
  const [isRenaming, setIsRenaming] = useState(false)
  const [toggleTask, toggleResult] = useToggleTaskMutation()
  const [deleteTask, deleteResult] = useDeleteTaskMutation()

  if (isRenaming) {
    return (
      <li>
        <RenameTaskForm task={task} onClose={() => setIsRenaming(false)} />
      </li>
    )
  }

  return (
    <li>
      <label>
        <input
          type="checkbox"
          checked={task.done}
          onChange={() => toggleTask({ id: task.id, done: !task.done })}
        />{' '}
        {task.title}
      </label>
      {toggleResult.isError && (
        <p role="alert">
          Could not save “{task.title}”. The change was undone.
        </p>
      )}
      <button
        aria-label={`Rename ${task.title}`}
        onClick={() => setIsRenaming(true)}
      >
        Rename
      </button>
      <button
        aria-label={`Delete ${task.title}`}
        disabled={deleteResult.isLoading}
        onClick={() => deleteTask(task.id)}
      >
        {deleteResult.isLoading ? 'Deleting…' : 'Delete'}
      </button>
      {deleteResult.isError && (
        <p role="alert">Could not delete “{task.title}”.</p>
      )}
    </li>
  )
}
