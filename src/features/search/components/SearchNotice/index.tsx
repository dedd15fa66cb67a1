import type { ReactNode } from 'react'
import Link from '@docusaurus/Link'
import type { SearchState } from '../../useSearch'
import styles from './styles.module.css'

type Props = {
  state: Exclude<SearchState, { status: 'done' }> | { status: 'none' }
  query: string
}

/**
 * What the reader sees instead of results: a hint for an empty query, the
 * index loading, search being unavailable (and why, with Retry), or no hits.
 * The query is only ever rendered as text.
 */
export default function SearchNotice({ state, query }: Props): ReactNode {
  switch (state.status) {
    case 'empty':
      return (
        <p className={styles.notice}>
          Type an API name such as <code>createSlice</code> or a task such as
          “refetch after a mutation”.
        </p>
      )
    case 'loading':
      return (
        <p className={styles.notice} role="status">
          <span className={styles.spinner} aria-hidden /> Loading the search
          index…
        </p>
      )
    case 'unavailable':
      return (
        <div className={styles.unavailable} role="alert">
          <p>Search is unavailable: {state.reason}.</p>
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={state.retry}
          >
            Retry
          </button>
        </div>
      )
    case 'none':
      return (
        <div className={styles.notice} role="status">
          <p>
            No results for “<span className={styles.query}>{query}</span>”.
          </p>
          <p>
            Try fewer or other words, or browse the{' '}
            <Link to="/api/configureStore">API reference</Link> or the{' '}
            <Link to="/rtk-query/overview">RTK Query overview</Link>.
          </p>
        </div>
      )
  }
}
