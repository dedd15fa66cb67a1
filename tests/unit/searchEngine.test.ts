import { describe, expect, it } from 'vitest'
import {
  createIndex,
  loadIndex,
  queryTerms,
  search,
  singular,
  termsOf,
  type SearchDocument,
} from '../../src/features/search/engine'
import { documentsOfPage } from '../../src/features/search/indexPage'
import { findTerms } from '../../src/features/search/markTerms'

const doc = (
  id: number,
  url: string,
  heading: string,
  text: string,
): SearchDocument => ({
  id,
  url,
  page: heading,
  heading,
  category: 'API Reference',
  text,
  excerpt: text.slice(0, 40),
})

describe('search terms', () => {
  it('indexes identifiers whole and by their words', () => {
    expect(termsOf('createEntityAdapter')).toEqual([
      'createentityadapter',
      'create',
      'entity',
      'adapter',
    ])
    expect(termsOf('api.util.updateQueryData')).toEqual([
      'api.util.updatequerydata',
      'api',
      'util',
      'updatequerydata',
      'update',
      'query',
      'data',
    ])
    expect(termsOf('keepUnusedDataFor')).toEqual([
      'keepunuseddatafor',
      'keep',
      'unused',
      'data',
    ])
    expect(termsOf('RTKQuery')).toEqual(['rtkquery', 'rtk', 'query'])
    expect(termsOf('the')).toEqual([])
  })

  it('folds English plurals, leaving words that only end in s alone', () => {
    expect(
      [
        'queries',
        'entities',
        'tags',
        'mutations',
        'matches',
        'status',
        'class',
        'redux',
        'axis',
      ].map(singular),
    ).toEqual([
      'query',
      'entity',
      'tag',
      'mutation',
      'match',
      'status',
      'class',
      'redux',
      'axis',
    ])
  })

  it('reads a query leniently: stop words dropped, length bounded', () => {
    expect(queryTerms('skip a query until I have an id').whole).toEqual([
      'skip',
      'query',
      'until',
      'have',
      'id',
    ])
    expect(queryTerms('🙂 <img src=x onerror=alert(1)>').all).toEqual([
      'img',
      'src',
      'x',
      'onerror',
      'alert',
      '1',
    ])
    expect(queryTerms('word '.repeat(1000)).whole.length).toBeLessThanOrEqual(
      12,
    )
  })
})

describe('search ranking', () => {
  const index = loadIndex(
    JSON.stringify(
      createIndex([
        doc(
          0,
          '/api/createEntityAdapter#createentityadapter',
          'createEntityAdapter',
          'Creates an adapter for entities.',
        ),
        doc(
          1,
          '/api/createSlice#createslice',
          'createSlice',
          'Creates a slice with reducers; see createEntityAdapter for collections.',
        ),
        doc(
          2,
          '/rtk-query/api/createApi#keepunuseddatafor',
          'keepUnusedDataFor',
          'Seconds to keep unused data after the last subscriber leaves.',
        ),
        doc(
          3,
          '/usage/guide#normalized',
          'Normalized collections',
          'Keep lists normalized with an entity adapter.',
        ),
      ]),
    ),
  )
  const urls = (query: string) => search(index, query).map((hit) => hit.url)

  it('finds a camelCase API by its name, its words, or the start of its name', () => {
    expect(urls('createEntityAdapter')[0]).toBe(
      '/api/createEntityAdapter#createentityadapter',
    )
    expect(urls('entity adapter').slice(0, 2)).toContain(
      '/api/createEntityAdapter#createentityadapter',
    )
    expect(urls('createEnt')[0]).toBe(
      '/api/createEntityAdapter#createentityadapter',
    )
    expect(urls('keep unused data')[0]).toBe(
      '/rtk-query/api/createApi#keepunuseddatafor',
    )
  })

  it('returns nothing for an empty or meaningless query', () => {
    expect(search(index, '')).toEqual([])
    expect(search(index, '   ')).toEqual([])
    expect(search(index, 'the of and')).toEqual([])
    expect(search(index, 'zzzzqqq')).toEqual([])
  })
})

describe('tasks before identifiers', () => {
  // A guide section that answers in its heading and first paragraph, and
  // reference entries that only share the start of one word with the question.
  const index = loadIndex(
    JSON.stringify(
      createIndex([
        doc(
          0,
          '/usage/guide#resetting-all-state-on-logout',
          'Resetting all state on logout',
          'When the user logs out, clear every slice and the API cache.',
        ),
        doc(
          1,
          '/api/other-exports#clearalllisteners',
          'clearAllListeners',
          'Removes every listener and cancels their running effects.',
        ),
        doc(
          2,
          '/rtk-query/api/createApi#cacheentryremoved',
          'cacheEntryRemoved',
          'A promise that resolves when the cache entry is removed.',
        ),
        doc(
          3,
          '/rtk-query/api/created-api/hooks#uselazyquery',
          'useLazyQuery',
          'Fetches only when you call its trigger.',
        ),
        doc(
          4,
          '/rtk-query/usage/queries#lazy',
          'Queries that wait',
          'useLazyQuery and useLazyQuerySubscription run a query on demand.',
        ),
        doc(
          5,
          '/introduction/getting-started#installation',
          'Installation',
          'Add the package with npm.',
        ),
      ]),
    ),
  )
  const urls = (query: string) => search(index, query).map((hit) => hit.url)

  it('puts the section that answers several ordinary words above names that only start like one of them', () => {
    const found = urls('clear cache on logout')
    expect(found[0]).toBe('/usage/guide#resetting-all-state-on-logout')
    // cacheEntryRemoved's text speaks of the cache; clearAllListeners only
    // starts like "clear".
    expect(found).not.toContain('/api/other-exports#clearalllisteners')
  })

  it('still finds the inflections of every word (install → Installation)', () => {
    expect(urls('install the package')[0]).toBe(
      '/introduction/getting-started#installation',
    )
  })

  it("puts an export's own section first for its name, whole or being typed", () => {
    expect(urls('useLazyQuery')[0]).toBe(
      '/rtk-query/api/created-api/hooks#uselazyquery',
    )
    expect(urls('useLazyQ')[0]).toBe(
      '/rtk-query/api/created-api/hooks#uselazyquery',
    )
    expect(urls('cacheEntryRem')[0]).toBe(
      '/rtk-query/api/createApi#cacheentryremoved',
    )
  })
})

describe('indexing a built page', () => {
  const html = `<html><head><title>x</title><meta name="description" content="Make slices."></head><body>
    <nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item"><span class="breadcrumbs__link">API Reference</span></li>
    <li class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link">createSlice</span></li></ul></nav>
    <article><div class="pageActions"><button>Copy page</button></div>
    <div data-search-content="" data-search-category="API Reference"><div class="theme-doc-markdown markdown"><header><h1>createSlice</h1></header>
    <p>Intro with <code>name</code>.</p>
    <div class="theme-code-block"><pre><code>const hidden = 1</code></pre></div>
    <h2 id="options">Options<a class="hash-link" href="#options">\u200b</a></h2><p>The <code>reducers</code><span class="api-badge api-badge--added" role="img" aria-label="Added in 2.7.0">2.7+</span> field.</p><ul><li>one</li><li>two</li></ul>
    <h3 id="extrareducers">extraReducers <span class="api-badge api-badge--deprecated" role="img" aria-label="Deprecated">Deprecated</span></h3><p>Builder callback.</p>
    </div></div><footer>Last updated on 1 May 2026</footer></article></body></html>`

  // Badges (src/features/api-badges) are not words of the heading or the text: the
  // heading below must read 'extraReducers', the text 'The reducers field.'.
  it('makes the introduction and one document per heading, without code or badges, linked to anchors', () => {
    const documents = documentsOfPage(html, '/api/createSlice', 10)
    expect(
      documents.map(({ id, url, heading, category }) => ({
        id,
        url,
        heading,
        category,
      })),
    ).toEqual([
      {
        id: 10,
        url: '/api/createSlice',
        heading: 'createSlice',
        category: 'API Reference',
      },
      {
        id: 11,
        url: '/api/createSlice#options',
        heading: 'Options',
        category: 'API Reference',
      },
      {
        id: 12,
        url: '/api/createSlice#extrareducers',
        heading: 'extraReducers',
        category: 'API Reference',
      },
    ])
    expect(documents[0]!.text).toBe('Make slices. Intro with name.')
    expect(documents[0]!.excerpt).toBe('Intro with name.')
    expect(documents[1]!.text).toBe('The reducers field. one two')
    expect(documents.map((d) => d.text).join(' ')).not.toContain('hidden')
  })

  it('reads only the content the page marks for search, with the category it names', () => {
    const text = documentsOfPage(html, '/api/createSlice', 0)
      .map((document) => `${document.heading} ${document.text}`)
      .join(' ')
    // The breadcrumbs, the page actions and the footer are outside the marker.
    expect(text).not.toMatch(/Copy page|Last updated/)
    expect(
      documentsOfPage(
        html.replace('data-search-category="API Reference"', ''),
        '/api/createSlice',
        0,
      ).map(({ category }) => category),
    ).toEqual(['', '', ''])
    // The theme's class names alone are not a doc page.
    expect(
      documentsOfPage(
        html.replace('data-search-content=""', ''),
        '/api/createSlice',
        0,
      ),
    ).toEqual([])
  })

  it('leaves out a page marked as moved (front matter moved: true), which only points elsewhere', () => {
    expect(documentsOfPage(html, '/api/createSlice', 0)).not.toEqual([])
    expect(
      documentsOfPage(
        html.replace(
          'data-search-content=""',
          'data-search-content="" data-search-moved=""',
        ),
        '/api/createSlice',
        0,
      ),
    ).toEqual([])
  })

  it('ignores pages that are not docs', () => {
    expect(
      documentsOfPage(
        '<html><body><main><h1>Home</h1></main></body></html>',
        '/',
        0,
      ),
    ).toEqual([])
  })
})

describe('highlighting', () => {
  it('marks words at word and camelCase starts, not inside words', () => {
    expect(
      findTerms('createEntityAdapter and provide an id', ['entity', 'id']),
    ).toEqual([
      [6, 12],
      [35, 37],
    ])
    expect(findTerms('createSlice', ['create', 'createslice'])).toEqual([
      [0, 11],
    ])
    expect(findTerms('anything', [])).toEqual([])
  })
})
