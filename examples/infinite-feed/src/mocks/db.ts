import type { Post } from '../features/feed/feedApi'

const POST_COUNT = 25
const authors = ['Ada', 'Grace', 'Linus']

// The feed, newest first: Post 1 is the newest.
export const db = {
  posts: [] as Post[],
}

export function resetDb() {
  db.posts = Array.from({ length: POST_COUNT }, (_, index) => ({
    id: index + 1,
    author: authors[index % authors.length],
    text: `Post ${index + 1}`,
  }))
}

resetDb()
