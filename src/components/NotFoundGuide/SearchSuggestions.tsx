import type { ReactNode } from 'react'
import Link from '@docusaurus/Link'
import { useAllPluginInstancesData } from '@docusaurus/useGlobalData'
import SearchHitText from '@site/src/features/search/components/SearchHitText'
import SearchNotice from '@site/src/features/search/components/SearchNotice'
import { useSearch } from '@site/src/features/search/useSearch'
import styles from './styles.module.css'

const SUGGESTIONS = 3

function LocalSuggestions({ words }: { words: string }): ReactNode {
  const state = useSearch(words, true, SUGGESTIONS)
  if (state.status !== 'done')
    return <SearchNotice state={state} query={words} />
  if (state.hits.length === 0)
    return <SearchNotice state={{ status: 'none' }} query={words} />
  return (
    <ol className={styles.suggestions}>
      {state.hits.map((hit) => (
        <li key={hit.id}>
          <Link to={hit.link} className={styles.suggestion}>
            <SearchHitText hit={hit} styles={styles} />
          </Link>
        </li>
      ))}
    </ol>
  )
}

/**
 * The best matches for the words of the path, from the site's own index
 * (downloaded here, as on /search). A build with Algolia has no local index:
 * it links to its search page instead.
 */
export default function SearchSuggestions({
  words,
}: {
  words: string
}): ReactNode {
  const localSearch = useAllPluginInstancesData('site-search', {
    failfast: false,
  })
  return (
    <section aria-labelledby="not-found-suggestions" aria-live="polite">
      <h2 id="not-found-suggestions">Perhaps you were looking for</h2>
      {localSearch ? (
        <LocalSuggestions words={words} />
      ) : (
        <p>
          <Link to={`/search?${new URLSearchParams({ q: words })}`}>
            Search the docs for “{words}”
          </Link>
        </p>
      )}
    </section>
  )
}
