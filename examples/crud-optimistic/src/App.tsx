import { AddTaskForm } from './features/tasks/AddTaskForm'
import { TaskList } from './features/tasks/TaskList'

export function App() {
  return (
    <main>
      <h1>Tasks</h1>
      <AddTaskForm />
      <TaskList />
    </main>
  )
}
