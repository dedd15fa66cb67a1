import MiniSearch, { type Options, type SearchOptions } from 'minisearch'

/**
 * The search engine shared by the build (which indexes the built pages) and
 * the browser (which queries that index), so both read text the same way.
 *
 * API names are camelCase and dotted (`createEntityAdapter`,
 * `api.util.updateQueryData`): each is indexed whole *and* as its words, so
 * "entity adapter", "createEntityAdapter" and "createEntity…" as you type
 * all reach the same heading.
 */

/** One searchable unit: a page's introduction or one of its sections. */
export interface SearchDocument {
  id: number
  /** Page path plus `#anchor` for a section. */
  url: string
  /** The page's title. */
  page: string
  /** The section's heading; for a page's introduction, the page title again. */
  heading: string
  /** Where the page sits in the sidebar, e.g. "RTK Query › API Reference". */
  category: string
  /** Indexed, not stored: the description and text of the section. */
  text: string
  /** Stored for display: the opening of the section's text. */
  excerpt: string
}

export type StoredFields = Pick<
  SearchDocument,
  'url' | 'page' | 'heading' | 'category' | 'excerpt'
>

export interface SearchHit extends StoredFields {
  id: number
  score: number
  /** Query words found in this hit, for highlighting. */
  terms: string[]
}

const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i if in into is it its me my of on or so that the then this to use using via was what when where which why will with you your'.split(
    ' ',
  ),
)

/** Words and identifiers; dots stay inside identifiers (`build.query`). */
export function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}_$.]+/u).filter(Boolean)
}

/**
 * `createEntityAdapter` → create, entity, adapter; `api.injectEndpoints` →
 * api, injectendpoints, inject, endpoints.
 */
function identifierParts(token: string): string[] {
  return token
    .split('.')
    .flatMap((segment) => [
      ...(token.includes('.') ? [segment] : []),
      ...segment.split(
        /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})|_/u,
      ),
    ])
    .map((part) => part.toLowerCase())
    .filter((part) => part.length > 1 && !STOP_WORDS.has(part))
}

/**
 * English plurals to their singular ("queries" → "query", "tags" → "tag"),
 * so a question finds a heading whatever number either uses. Deliberately
 * small: a full stemmer would also merge words that differ in meaning.
 */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.length > 4 && /(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2)
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word))
    return word.slice(0, -1)
  return word
}

/** The terms a token stands for: itself, lower-cased, then its words. */
export function termsOf(token: string): string[] {
  const whole = token.replace(/^[.$]+|[.$]+$/g, '').toLowerCase()
  if (!whole || STOP_WORDS.has(whole)) return []
  const parts = identifierParts(token.replace(/^[.$]+|[.$]+$/g, ''))
  return [...new Set([singular(whole), ...parts.map(singular)])]
}

export const INDEX_OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  fields: ['heading', 'page', 'text'],
  storeFields: ['url', 'page', 'heading', 'category', 'excerpt'],
  tokenize,
  processTerm: (term) => termsOf(term),
}

/** Queries longer than this are cut: nobody types more, and it bounds the work. */
export const MAX_QUERY_LENGTH = 200

/** Query words in order; each identifier counts whole and by its words. */
export function queryTerms(query: string): { whole: string[]; all: string[] } {
  const tokens = tokenize(query.slice(0, MAX_QUERY_LENGTH)).slice(0, 12)
  const whole = tokens
    .map((token) => termsOf(token)[0])
    .filter((term): term is string => Boolean(term))
  const all = [...new Set(tokens.flatMap(termsOf))]
  return { whole, all }
}

/** Text as one comparable word: "Infinite queries" ~ "infinite query". */
const compact = (text: string) =>
  tokenize(text.toLowerCase())
    .map(singular)
    .join('')
    .replace(/[^\p{L}\p{N}]+/gu, '')

function searchOptions(query: string, whole: Set<string>): SearchOptions {
  const asked = compact(query)
  return {
    boost: { heading: 4, page: 1.5, text: 1 },
    // The word being typed is probably unfinished; longer words may be misspelt.
    prefix: (term, index, terms) =>
      index === terms.length - 1 || term.length > 3,
    fuzzy: (term) => (term.length > 5 ? 0.2 : false),
    weights: { fuzzy: 0.3, prefix: 0.5 },
    // The words of an identifier help find it but weigh less than the name.
    boostTerm: (term) => (whole.has(term) ? 1 : 0.6),
    // The section named exactly what was asked answers it.
    boostDocument: (_id, _term, stored) => {
      const heading = String(stored?.heading ?? '')
      // `api.injectEndpoints` and `builder.addCase` answer their short names too.
      const names = [
        compact(heading),
        compact(heading.replace(/^[\w$]+\./, '')),
      ]
      if (names.includes(asked)) return 3
      return names[0]!.startsWith(asked) || names[0]!.endsWith(asked) ? 1.5 : 1
    },
  }
}

export function createIndex(
  documents: SearchDocument[],
): MiniSearch<SearchDocument> {
  const index = new MiniSearch(INDEX_OPTIONS)
  index.addAll(documents)
  return index
}

export function loadIndex(json: string): MiniSearch<SearchDocument> {
  return MiniSearch.loadJSON(json, INDEX_OPTIONS)
}

/**
 * As loadIndex, in the browser: rebuilding a ~1 MB index in one go is one
 * long task that blocks the page; this yields between batches.
 */
export function loadIndexAsync(
  json: string,
): Promise<MiniSearch<SearchDocument>> {
  return MiniSearch.loadJSONAsync(json, INDEX_OPTIONS)
}

export function search(
  index: MiniSearch<SearchDocument>,
  query: string,
  limit = 20,
): SearchHit[] {
  const { whole, all } = queryTerms(query)
  if (all.length === 0) return []
  const results = index.search(all.join(' '), {
    ...searchOptions(query.slice(0, MAX_QUERY_LENGTH), new Set(whole)),
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
  })
  // A page and its section named like the page are one place: show it once.
  const seen = new Set<string>()
  const distinct = results.filter((result) => {
    const place = `${String(result.url).split('#')[0]} ${compact(String(result.heading))}`
    if (seen.has(place)) return false
    seen.add(place)
    return true
  })
  return distinct.slice(0, limit).map((result) => ({
    id: result.id as number,
    score: result.score,
    terms: result.terms,
    url: result.url as string,
    page: result.page as string,
    heading: result.heading as string,
    category: result.category as string,
    excerpt: result.excerpt as string,
  }))
}
