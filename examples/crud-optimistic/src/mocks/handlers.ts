import { delay, http, HttpResponse } from 'msw'
import type { Task } from '../features/tasks/tasksApi'
import { db } from './db'

// Slow enough in the browser to watch an optimistic change land before the
// server answers; quick in tests, which hold a response when timing matters.
const RESPONSE_DELAY_MS = import.meta.env.MODE === 'test' ? 20 : 600

type TaskChanges = Partial<Pick<Task, 'title' | 'done'>>

export const handlers = [
  http.get('/api/tasks', async () => {
    await delay(RESPONSE_DELAY_MS)
    return HttpResponse.json(db.tasks)
  }),

  http.post<never, Pick<Task, 'title'>>('/api/tasks', async ({ request }) => {
    const { title } = await request.json()
    await delay(RESPONSE_DELAY_MS)
    const task: Task = { id: db.nextId++, title, done: false }
    db.tasks.push(task)
    return HttpResponse.json(task, { status: 201 })
  }),

  http.patch<{ id: string }, TaskChanges>(
    '/api/tasks/:id',
    async ({ params, request }) => {
      const changes = await request.json()
      await delay(RESPONSE_DELAY_MS)
      const task = db.tasks.find((t) => t.id === Number(params.id))
      if (!task) return HttpResponse.json(null, { status: 404 })
      // Lets you watch a rollback in the browser: locked tasks never save.
      if (task.title.startsWith('Locked')) {
        return HttpResponse.json(
          { message: 'This task is locked' },
          { status: 500 },
        )
      }
      Object.assign(task, changes)
      return HttpResponse.json(task)
    },
  ),

  http.delete<{ id: string }>('/api/tasks/:id', async ({ params }) => {
    await delay(RESPONSE_DELAY_MS)
    const id = Number(params.id)
    db.tasks = db.tasks.filter((task) => task.id !== id)
    return HttpResponse.json({ id })
  }),
]
