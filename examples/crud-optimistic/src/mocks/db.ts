import type { Task } from '../features/tasks/tasksApi'

const seed: readonly Task[] = [
  { id: 1, title: 'Water the plants', done: false },
  { id: 2, title: 'Read chapter 3', done: true },
  { id: 3, title: 'Locked: the server refuses changes', done: false },
]

// The mock server's data, kept in memory; tests call resetDb() between runs.
export const db = {
  tasks: [] as Task[],
  nextId: 1,
}

export function resetDb() {
  db.tasks = seed.map((task) => ({ ...task }))
  db.nextId = seed.length + 1
}

resetDb()
