import { Feed } from './features/feed/Feed'

export function App() {
  return (
    <main>
      <h1>Feed</h1>
      <Feed />
    </main>
  )
}
