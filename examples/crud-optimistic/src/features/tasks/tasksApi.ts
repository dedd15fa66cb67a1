import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'

export interface Task {
  id: number
  title: string
  done: boolean
}

export const tasksApi = createApi({
  reducerPath: 'tasksApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  tagTypes: ['Task'],
  endpoints: (build) => ({
    getTasks: build.query<Task[], void>({
      query: () => '/tasks',
      // One tag per task, plus 'LIST' for "the list as a whole", so that
      // adding a task (which has no id yet) can still refetch the list.
      providesTags: (tasks) =>
        tasks
          ? [
              ...tasks.map(({ id }) => ({ type: 'Task' as const, id })),
              { type: 'Task', id: 'LIST' },
            ]
          : [{ type: 'Task', id: 'LIST' }],
    }),
    // Pessimistic: once the server has answered, the invalidated tags make
    // getTasks fetch the list again.
    addTask: build.mutation<Task, Pick<Task, 'title'>>({
      query: (body) => ({ url: '/tasks', method: 'POST', body }),
      invalidatesTags: [{ type: 'Task', id: 'LIST' }],
    }),
    deleteTask: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: `/tasks/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Task', id }],
    }),
    toggleTask: build.mutation<Task, Pick<Task, 'id' | 'done'>>({
      query: ({ id, done }) => ({
        url: `/tasks/${id}`,
        method: 'PATCH',
        body: { done },
      }),
      async onQueryStarted({ id, done }, { dispatch, queryFulfilled }) {
        // Optimistic: change the cached list now, before the server answers.
        const patchResult = dispatch(
          tasksApi.util.updateQueryData('getTasks', undefined, (draft) => {
            const task = draft.find((t) => t.id === id)
            if (task) task.done = done
          }),
        )
        try {
          await queryFulfilled
        } catch {
          // The server refused: put the cached list back as it was.
          patchResult.undo()
        }
      },
    }),
    renameTask: build.mutation<Task, Pick<Task, 'id' | 'title'>>({
      query: ({ id, title }) => ({
        url: `/tasks/${id}`,
        method: 'PATCH',
        body: { title },
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // Pessimistic: wait for the saved task, then write it into the
        // cached list. No refetch needed, so no tags are invalidated.
        try {
          const { data: saved } = await queryFulfilled
          dispatch(
            tasksApi.util.updateQueryData('getTasks', undefined, (draft) => {
              const task = draft.find((t) => t.id === saved.id)
              if (task) Object.assign(task, saved)
            }),
          )
        } catch {
          // Nothing was changed; the component shows the error.
        }
      },
    }),
  }),
})

export const {
  useGetTasksQuery,
  useAddTaskMutation,
  useDeleteTaskMutation,
  useToggleTaskMutation,
  useRenameTaskMutation,
} = tasksApi
