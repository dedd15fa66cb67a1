import { Counter } from './features/counter/Counter'
import { HistoryList } from './features/history/HistoryList'

export function App() {
  return (
    <main>
      <h1>Redux Toolkit Quick Start</h1>
      <Counter />
      <HistoryList />
    </main>
  )
}
