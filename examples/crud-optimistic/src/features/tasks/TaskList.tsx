import { TaskItem } from './TaskItem'
import { useGetTasksQuery } from './tasksApi'

export function TaskList() {
  // #region useGetTasksQuery
  const { data: tasks, isLoading, isFetching, refetch } = useGetTasksQuery()

  if (isLoading) return <p>Loading tasks…</p>
  if (!tasks) {
    return (
      <div role="alert">
        <p>Could not load the tasks.</p>
        <button onClick={() => refetch()}>Try again</button>
      </div>
    )
  }
  // #endregion useGetTasksQuery

  const doneCount = tasks.filter((task) => task.done).length

  return (
    <section aria-busy={isFetching}>
      <p>
        {doneCount} of {tasks.length} done
        {isFetching && ' (refreshing…)'}
      </p>
      {tasks.length === 0 ? (
        <p>No tasks yet.</p>
      ) : (
        <ul aria-label="Tasks">
          {tasks.map((task) => (
            <TaskItem key={task.id} task={task} />
          ))}
        </ul>
      )}
    </section>
  )
}
