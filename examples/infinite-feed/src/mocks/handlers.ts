import { delay, http, HttpResponse } from 'msw'
import type { FeedPage } from '../features/feed/feedApi'
import { db } from './db'

export const PAGE_SIZE = 10

// Slow enough in the browser to see "Loading more…"; quick in tests.
const RESPONSE_DELAY_MS = import.meta.env.MODE === 'test' ? 20 : 600

// The cursor is opaque to the client: here, the id of the page's first post.
export const handlers = [
  http.get('/api/feed', async ({ request }) => {
    await delay(RESPONSE_DELAY_MS)
    const cursor = new URL(request.url).searchParams.get('cursor')
    const start = cursor
      ? db.posts.findIndex((post) => post.id === Number(cursor))
      : 0
    if (start === -1) {
      return HttpResponse.json({ message: 'Unknown cursor' }, { status: 400 })
    }
    const posts = db.posts.slice(start, start + PAGE_SIZE)
    const next = db.posts[start + PAGE_SIZE]
    const page: FeedPage = {
      posts,
      nextCursor: next ? String(next.id) : null,
    }
    return HttpResponse.json(page)
  }),
]
