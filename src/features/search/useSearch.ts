import { useCallback, useEffect, useMemo, useState } from 'react'
import useBaseUrl from '@docusaurus/useBaseUrl'
import { usePluginData } from '@docusaurus/useGlobalData'
import type MiniSearch from 'minisearch'
import type { SearchDocument, SearchHit } from './engine'
import type { SearchGlobalData } from './index'
import type { SearchManifest } from './indexStep'

export type SearchState =
  | { status: 'empty' }
  | { status: 'loading' }
  | { status: 'unavailable'; reason: string; retry: () => void }
  | { status: 'done'; hits: FoundHit[] }

/** A hit as the search UIs show it. */
export interface FoundHit extends SearchHit {
  /** The words to mark: those the hit matched and those typed. */
  marks: string[]
  /** Its page and section, asking the page to mark the same words. */
  link: string
}

type Engine = typeof import('./engine')

// One download per page view, shared by the navbar box and the search page.
// A failure is not cached, so Retry downloads again.
let loading:
  Promise<{ engine: Engine; index: MiniSearch<SearchDocument> }> | undefined

async function get(url: string): Promise<Response> {
  let response: Response
  try {
    response = await fetch(url)
  } catch {
    throw new Error(
      'the search index could not be downloaded (network error). Check your connection',
    )
  }
  if (!response.ok) {
    throw new Error(
      `the search index could not be downloaded (HTTP ${response.status})`,
    )
  }
  return response
}

/** The index that the manifest at `manifestUrl` names (see SEARCH_MANIFEST). */
async function download(manifestUrl: string) {
  // Both at once: the search code is small, the index is not.
  const engineLoading = import('./engine')
  // Its failure is reported below, if the index arrives; never as unhandled.
  engineLoading.catch(() => undefined)
  const manifest = await get(manifestUrl)
  const indexUrl = await manifest.json().then(
    ({ index }: SearchManifest) => new URL(index, manifest.url).href,
    () => {
      throw new Error('the search index is damaged')
    },
  )
  const response = await get(indexUrl)
  const [engine, text] = await Promise.all([engineLoading, response.text()])
  try {
    return { engine, index: await engine.loadIndexAsync(text) }
  } catch {
    throw new Error('the search index is damaged')
  }
}

function loadSearchIndex(url: string) {
  loading ??= download(url).catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/** Where this build's index manifest is served. */
function useManifestUrl(): string {
  const { manifestPath } = usePluginData('site-search') as SearchGlobalData
  return useBaseUrl(`/${manifestPath}`)
}

/**
 * Searches the site's index. Nothing is downloaded until `active` is true
 * (the reader focused a search box or there is a query), so a page load
 * never fetches the index.
 */
export function useSearch(
  query: string,
  active: boolean,
  limit: number,
): SearchState {
  const url = useManifestUrl()
  const [loaded, setLoaded] =
    useState<Awaited<ReturnType<typeof loadSearchIndex>>>()
  // A failure belongs to the attempt that met it: Retry starts a new attempt, which is loading until it settles.
  const [failure, setFailure] = useState<{ attempt: number; reason: string }>()
  const [attempt, setAttempt] = useState(0)
  const wanted = active || query.trim() !== ''

  useEffect(() => {
    if (!wanted || loaded) return
    let current = true
    loadSearchIndex(url).then(
      (result) => current && setLoaded(result),
      (error: Error) =>
        current && setFailure({ attempt, reason: error.message }),
    )
    return () => {
      current = false
    }
  }, [wanted, loaded, url, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])

  return useMemo((): SearchState => {
    if (query.trim() === '') return { status: 'empty' }
    if (failure?.attempt === attempt)
      return { status: 'unavailable', reason: failure.reason, retry }
    if (!loaded) return { status: 'loading' }
    const typed = loaded.engine.queryTerms(query).all
    const hits = loaded.engine
      .search(loaded.index, query, limit)
      .map((hit): FoundHit => {
        const marks = [...hit.terms, ...typed]
        return { ...hit, marks, link: withHighlight(hit.url, marks) }
      })
    return { status: 'done', hits }
  }, [query, failure, attempt, loaded, limit, retry])
}

/** `/api/x#y` → `/api/x?highlight=a+b#y`: the target page marks the words. */
function withHighlight(url: string, terms: string[]): string {
  const [pathname, hash] = url.split('#')
  const params = new URLSearchParams({ highlight: terms.join(' ') })
  return `${pathname}?${params}${hash ? `#${hash}` : ''}`
}
