import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'

export interface Post {
  id: number
  author: string
  text: string
}

// What the server sends for one page. `nextCursor` is null on the last page.
export interface FeedPage {
  posts: Post[]
  nextCursor: string | null
}

export const feedApi = createApi({
  reducerPath: 'feedApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({
    // Result type of one page, query argument (none), page parameter.
    getFeed: build.infiniteQuery<FeedPage, void, string | null>({
      infiniteQueryOptions: {
        // null asks the server for the newest page.
        initialPageParam: null,
        // The server says where the next page starts. Returning null (or
        // undefined) means there is no next page: hasNextPage becomes false.
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      // fetchBaseQuery leaves out params whose value is undefined.
      query: ({ pageParam }) => ({
        url: '/feed',
        params: { cursor: pageParam ?? undefined },
      }),
    }),
  }),
})

export const { useGetFeedInfiniteQuery } = feedApi
