import MiniSearch, { type Options, type SearchOptions } from 'minisearch'
import synonymTable from './synonyms.json'

/**
 * The search engine shared by the build (which indexes the built pages) and
 * the browser (which queries that index), so both read text the same way.
 *
 * API names are camelCase and dotted (`createEntityAdapter`,
 * `api.util.updateQueryData`): each is indexed whole *and* as its words, so
 * "entity adapter", "createEntityAdapter" and "createEntity…" as you type
 * all reach the same heading. Words readers use for what the docs spell
 * another way (`ssr`, `nextjs`, `log out`) reach it too: ./synonyms.json.
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
  'a an and are as at be by can do does for from how i if in instead into is it its me my of on or so that the then this to use using via was what when where which why will with you your'.split(
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

/** A token without the dots and `$` around it: `.unwrap()` → unwrap. */
const bare = (token: string) => token.replace(/^[.$]+|[.$]+$/g, '')

/** The terms a token stands for: itself, lower-cased, then its words. */
export function termsOf(token: string): string[] {
  const whole = bare(token).toLowerCase()
  if (!whole || STOP_WORDS.has(whole)) return []
  // A synonym group's name is kept as it is: `nextjs` is no plural.
  if (SYNONYM_GROUPS.has(whole)) return [whole]
  const parts = identifierParts(bare(token))
  return [...new Set([singular(whole), ...parts.map(singular)])]
}

/**
 * A token as one comparable word: `Next.js` → next.js, `WebSockets` →
 * websocket; any number is `n` (`every 10 seconds` = every n second).
 */
const wordOf = (token: string) =>
  /^\d+$/.test(token) ? 'n' : singular(bare(token).toLowerCase())

/**
 * Each form of ./synonyms.json, as the words the tokenizer reads in it
 * joined by spaces (`server-side rendering` → "server side rendering"),
 * mapped to its group's first form, the term added wherever a form occurs.
 */
const SYNONYM_FORMS = new Map(
  synonymTable.groups.flatMap(({ forms }) =>
    forms.map((form) => [tokenize(form).map(wordOf).join(' '), forms[0]!]),
  ),
)
/** Each group's name: its first form, the term the index adds for it. */
const SYNONYM_GROUPS = new Set(SYNONYM_FORMS.values())
const LONGEST_FORM = Math.max(
  ...[...SYNONYM_FORMS.keys()].map((form) => form.split(' ').length),
)

/**
 * The synonym groups that `tokens` spell, as each group's first form, and
 * which tokens belong to a form. Forms may overlap: `re-authentication`
 * is both re-authentication and authentication.
 */
export function synonymsIn(tokens: readonly string[]): {
  terms: string[]
  covered: Set<number>
} {
  const words = tokens.map(wordOf)
  const terms = new Set<string>()
  const covered = new Set<number>()
  for (let start = 0; start < words.length; start++) {
    for (let length = 1; length <= LONGEST_FORM; length++) {
      if (start + length > words.length) break
      const term = SYNONYM_FORMS.get(
        words.slice(start, start + length).join(' '),
      )
      if (term === undefined) continue
      terms.add(term)
      for (let at = start; at < start + length; at++) covered.add(at)
    }
  }
  return { terms: [...terms], covered }
}

/** Text's tokens, and after them the synonym groups it spells. */
function indexTokens(text: string): string[] {
  const tokens = tokenize(text)
  return [...tokens, ...synonymsIn(tokens).terms]
}

export const INDEX_OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  fields: ['heading', 'page', 'text'],
  storeFields: ['url', 'page', 'heading', 'category', 'excerpt'],
  tokenize: indexTokens,
  processTerm: (term) => termsOf(term),
}

/** Queries longer than this are cut: nobody types more, and it bounds the work. */
export const MAX_QUERY_LENGTH = 200

/** What a query asks for (see queryTerms). */
export interface QueryTerms {
  /** Each word whole, in order, then the synonym groups the words spell. */
  whole: string[]
  /** Every term to look up: words whole and by their parts, and synonyms. */
  all: string[]
  /** The synonym groups: whole words, never prefixes or typos of others. */
  exact: string[]
  /** The terms of the last word, probably still being typed. */
  typing: string[]
  /** What was asked, one entry per word or synonym group: the terms that stand for it. */
  asked: string[][]
}

/**
 * Query words in order; each identifier counts whole and by its words. Words
 * that spell a synonym group are looked up as the group (the index added it
 * wherever any of its forms occurs), not as themselves: `ts` is TypeScript,
 * not also the `TS` in `TSHelpersId`.
 */
export function queryTerms(query: string): QueryTerms {
  const tokens = tokenize(query.slice(0, MAX_QUERY_LENGTH)).slice(0, 12)
  const synonyms = synonymsIn(tokens)
  const own = tokens.filter((_token, at) => !synonyms.covered.has(at))
  const whole = own
    .map((token) => termsOf(token)[0])
    .filter((term): term is string => Boolean(term))
  const last = tokens.length - 1
  return {
    whole: [...new Set([...whole, ...synonyms.terms])],
    all: [...new Set([...own.flatMap(termsOf), ...synonyms.terms])],
    exact: synonyms.terms,
    typing: synonyms.covered.has(last) ? [] : termsOf(tokens[last] ?? ''),
    asked: [
      ...own.map(termsOf).filter((words) => words.length > 0),
      ...synonyms.terms.map((term) => [term]),
    ],
  }
}

/** Text as one comparable word: "Infinite queries" ~ "infinite query". */
const compact = (text: string) =>
  tokenize(text.toLowerCase())
    .map(singular)
    .join('')
    .replace(/[^\p{L}\p{N}]+/gu, '')

/**
 * Endings that make another form of the same word (install → installation,
 * cancel → cancelled, depend → dependent), as opposed to the rest of a longer
 * name that starts with the word (cache → cacheEntryRemoved).
 */
const INFLECTION =
  /^(?:s|es|e?d|ing|e?r|ers|ion|ions|ation|ations|ent|ence|ance|ment|ments|able|ly|ally|al|ive)$/

/** Whether `term` is `word` with an English ending (a doubled last letter allowed). */
function isInflectionOf(term: string, word: string): boolean {
  const ending = term.slice(word.length)
  return (
    INFLECTION.test(ending) ||
    (ending[0] === word.at(-1) && INFLECTION.test(ending.slice(1)))
  )
}

function searchOptions(query: string, terms: QueryTerms): SearchOptions {
  const asked = compact(query)
  const whole = new Set(terms.whole)
  const exact = new Set(terms.exact)
  const typing = new Set(terms.typing)
  const asTyped = new Set(terms.all)
  // Words typed apart: `redux-persist` is one, still being typed.
  const severalWords = /\S\s+\S/.test(query)
  /**
   * How much a term found by prefix counts. A word of the query matches its
   * own inflections; the rest of a longer name that merely starts with it
   * counts only for the word being typed, and less once other words were
   * typed: in "clear cache on logout" neither clearAllListeners nor
   * cacheEntryRemoved is an answer, and "use axios instead of fetch" is not
   * about fetchBaseQuery.
   */
  const prefixWeight = (found: string): number => {
    if (asTyped.has(found)) return 1
    const words = terms.all.filter((term) => found.startsWith(term))
    if (words.length === 0) return 1 // a typo, found by fuzzy matching
    if (words.some((word) => isInflectionOf(found, word))) return 1
    if (words.some((word) => typing.has(word))) return severalWords ? 0.1 : 1
    return 0
  }
  return {
    boost: { heading: 4, page: 1.5, text: 1 },
    // The word being typed is probably unfinished; longer words may be
    // misspelt or inflected. A synonym is a whole word: `ts` must not reach
    // `tsconfig`.
    prefix: (term) => !exact.has(term) && (typing.has(term) || term.length > 3),
    fuzzy: (term) => (term.length > 5 && !exact.has(term) ? 0.2 : false),
    weights: { fuzzy: 0.3, prefix: 0.5 },
    // The words of an identifier help find it but weigh less than the name.
    boostTerm: (term) => (whole.has(term) ? 1 : 0.6),
    // The section named exactly what was asked answers it.
    boostDocument: (_id, found, stored) => {
      const weight = prefixWeight(found)
      if (weight === 0) return 0
      const heading = String(stored?.heading ?? '')
      // `api.injectEndpoints` and `builder.addCase` answer their short names too.
      const names = [
        compact(heading),
        compact(heading.replace(/^[\w$]+\./, '')),
      ]
      if (names.includes(asked)) return 3 * weight
      return (
        (names[0]!.startsWith(asked) || names[0]!.endsWith(asked) ? 1.5 : 1) *
        weight
      )
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
  const terms = queryTerms(query)
  if (terms.all.length === 0) return []
  const results = index.search(terms.all.join(' '), {
    ...searchOptions(query.slice(0, MAX_QUERY_LENGTH), terms),
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
  })
  // Of several words, a section that has more of them answers better.
  const ranked = results
    .map((result) => {
      const found = new Set(result.queryTerms)
      const share =
        terms.asked.filter((words) => words.some((word) => found.has(word)))
          .length / terms.asked.length
      return { result, score: result.score * share }
    })
    .sort((a, b) => b.score - a.score)
  // A page and its section named like the page are one place: show it once.
  const seen = new Set<string>()
  const distinct = ranked.filter(({ result }) => {
    const place = `${String(result.url).split('#')[0]} ${compact(String(result.heading))}`
    if (seen.has(place)) return false
    seen.add(place)
    return true
  })
  return distinct.slice(0, limit).map(({ result, score }) => ({
    id: result.id as number,
    score,
    terms: result.terms,
    url: result.url as string,
    page: result.page as string,
    heading: result.heading as string,
    category: result.category as string,
    excerpt: result.excerpt as string,
  }))
}
