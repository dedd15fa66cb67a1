import { useGetFeedInfiniteQuery } from './feedApi'

export function Feed() {
  const {
    data,
    isLoading,
    refetch,
    fetchNextPage,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useGetFeedInfiniteQuery()

  if (isLoading) return <p>Loading the feed…</p>
  if (!data) {
    return (
      <div role="alert">
        <p>Could not load the feed.</p>
        <button onClick={() => refetch()}>Try again</button>
      </div>
    )
  }

  // data.pages holds one FeedPage per fetched page, oldest request first.
  const posts = data.pages.flatMap((page) => page.posts)

  return (
    <section>
      <ol aria-label="Posts">
        {posts.map((post) => (
          <li key={post.id}>
            <strong>{post.author}</strong>
            <p>{post.text}</p>
          </li>
        ))}
      </ol>
      {isFetchNextPageError && <p role="alert">Could not load more posts.</p>}
      {hasNextPage ? (
        <button disabled={isFetchingNextPage} onClick={() => fetchNextPage()}>
          {isFetchingNextPage
            ? 'Loading more…'
            : isFetchNextPageError
              ? 'Try again'
              : 'Load more'}
        </button>
      ) : (
        <p>You have reached the end.</p>
      )}
    </section>
  )
}
