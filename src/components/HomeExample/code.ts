/**
 * The home page's example. It is compiled against the installed
 * @reduxjs/toolkit by tests/unit/homeExample.test.ts, so it cannot drift
 * out of date unnoticed.
 */
export const HOME_EXAMPLE_TITLE = 'src/store.ts';

export const HOME_EXAMPLE_CODE = `import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit'

const todosSlice = createSlice({
  name: 'todos',
  initialState: [] as { id: number; text: string; done: boolean }[],
  reducers: {
    todoAdded(state, action: PayloadAction<{ id: number; text: string }>) {
      // "Mutating" code is safe here: Immer turns it into an immutable update
      state.push({ ...action.payload, done: false })
    },
    todoToggled(state, action: PayloadAction<number>) {
      const todo = state.find((t) => t.id === action.payload)
      if (todo) todo.done = !todo.done
    },
  },
})

export const { todoAdded, todoToggled } = todosSlice.actions

// DevTools, thunks and development-mode checks are set up for you
export const store = configureStore({
  reducer: { todos: todosSlice.reducer },
})

store.dispatch(todoAdded({ id: 1, text: 'Read the quick start' }))
store.dispatch(todoToggled(1))

export type RootState = ReturnType<typeof store.getState>
`;
