import { useState, type ReactNode } from 'react'
import Link from '@docusaurus/Link'
import { useHistory, useLocation } from '@docusaurus/router'
import useIsBrowser from '@docusaurus/useIsBrowser'
import Layout from '@theme/Layout'
import SearchHitText from '../../components/SearchHitText'
import SearchNotice from '../../components/SearchNotice'
import { useSearch } from '../../useSearch'
import styles from './styles.module.css'

const RESULTS = 50

/** The `q` parameter; malformed percent-encoding is read leniently, never thrown. */
function queryOf(search: string): string {
  try {
    return new URLSearchParams(search).get('q') ?? ''
  } catch {
    return ''
  }
}

/**
 * /search?q=…: every result for a query. The query lives in the URL, so a
 * search can be shared and the back button returns to it; typing replaces
 * the history entry instead of adding one per keystroke. Its HTML preloads
 * the index (added after the build, ../../indexStep.ts).
 */
export default function SearchPage(): ReactNode {
  const location = useLocation()
  const history = useHistory()
  // The server renders no query: reading it only after hydration keeps the
  // first client render identical to the HTML.
  const isBrowser = useIsBrowser()
  const urlQuery = isBrowser ? queryOf(location.search) : ''
  const [query, setQuery] = useState(urlQuery)
  // The URL changed (hydration, back/forward): it wins over what was typed.
  const [shownUrlQuery, setShownUrlQuery] = useState(urlQuery)
  if (urlQuery !== shownUrlQuery) {
    setShownUrlQuery(urlQuery)
    setQuery(urlQuery)
  }
  const state = useSearch(query, isBrowser, RESULTS)

  const onChange = (value: string) => {
    setQuery(value)
    history.replace({
      ...location,
      search: value ? `?${new URLSearchParams({ q: value })}` : '',
    })
  }

  return (
    <Layout
      title={query ? `Search results for “${query}”` : 'Search'}
      description="Search the Redux Toolkit documentation"
    >
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>Search the documentation</h1>
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            className={styles.input}
            aria-label="Search the docs"
            placeholder="createSlice, keep unused data, reset state on logout…"
            value={query}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => onChange(event.target.value)}
          />
        </form>
        <section
          className={styles.results}
          aria-live="polite"
          data-search-query={state.status === 'done' ? query : undefined}
        >
          {state.status !== 'done' && (
            <SearchNotice state={state} query={query} />
          )}
          {state.status === 'done' && state.hits.length === 0 && (
            <SearchNotice state={{ status: 'none' }} query={query} />
          )}
          {state.status === 'done' && state.hits.length > 0 && (
            <>
              <p className={styles.count}>
                {state.hits.length === RESULTS
                  ? `The first ${RESULTS}`
                  : state.hits.length}{' '}
                result
                {state.hits.length === 1 ? '' : 's'} for “
                <span className={styles.query}>{query}</span>”
              </p>
              <ol className={styles.list}>
                {state.hits.map((hit) => (
                  <li key={hit.id} className={styles.hit}>
                    <Link to={hit.link} className={styles.link}>
                      <SearchHitText hit={hit} styles={styles} />
                    </Link>
                  </li>
                ))}
              </ol>
            </>
          )}
        </section>
      </main>
    </Layout>
  )
}
