import { readFileSync } from 'node:fs'
import { load, type CheerioAPI } from 'cheerio'
import { describe, expect, it } from 'vitest'
import { apiHistory, minorLine } from '../../src/features/api-badges/apiHistory'
import { docPages, readPage } from '../support/mdxFences'
import { expectedBadges } from './support/badgeOracle'
import { htmlOf } from './support/builtPages'

// The "since" and "Deprecated" badges and "What each release added"
// (manuals/api-history.md) in the production build (npm run build first):
// in the server-rendered HTML, before any script runs, and in the twins.

const pages = new Map<string, CheerioAPI>()
const page = (route: string) => {
  if (!pages.has(route)) pages.set(route, load(htmlOf(route) ?? ''))
  return pages.get(route)!
}
const twin = (route: string) => readFileSync(`build${route}.md`, 'utf8')
/** An element's own words, without its badges or the heading's # link. */
const words = ($: CheerioAPI, selector: string) =>
  $(selector)
    .first()
    .contents()
    .filter((_i, node) => !$(node).is('.api-badge, .hash-link'))
    .text()
    .trim()
const badgesIn = ($: CheerioAPI, selector: string) =>
  $(selector)
    .first()
    .find('.api-badge')
    .map((_i, badge) => ({
      text: $(badge).text(),
      role: $(badge).attr('role'),
      label: $(badge).attr('aria-label'),
    }))
    .get()

describe('badges in the built pages and their twins', () => {
  it('configureStore: duplicateMiddlewareCheck is "2.7+", beside its heading and in its row, the id and contents unchanged', () => {
    const $ = page('/api/configureStore')
    const added = { text: '2.7+', role: 'img', label: 'Added in 2.7.0' }
    expect(badgesIn($, 'h3#duplicatemiddlewarecheck')).toEqual([added])
    expect(words($, 'h3#duplicatemiddlewarecheck')).toBe(
      'duplicateMiddlewareCheck',
    )
    const row = $('td:has(> a[href="#duplicatemiddlewarecheck"])')
    expect(row.length).toBe(1)
    expect(
      badgesIn($, 'td:has(> a[href="#duplicatemiddlewarecheck"])'),
    ).toEqual([added])
    // The table of contents is made from the words alone.
    expect(
      $('.table-of-contents a[href="#duplicatemiddlewarecheck"]').text(),
    ).toBe('duplicateMiddlewareCheck')
    // `reducer` has been there from the start: no badge.
    expect(badgesIn($, 'h3#reducer')).toEqual([])

    const markdown = twin('/api/configureStore')
    expect(markdown).toContain(
      '### duplicateMiddlewareCheck (added in 2.7.0) {#duplicatemiddlewarecheck}',
    )
    expect(markdown).toMatch(
      /^\| \[`duplicateMiddlewareCheck`\]\([^)]*#duplicatemiddlewarecheck\) \(added in 2\.7\.0\) \|/m,
    )
  })

  it('the hooks reference: the result’s status is Deprecated, with the reason from its JSDoc', () => {
    const $ = page('/rtk-query/api/created-api/hooks')
    const cell = $('td')
      .filter((_i, td) => $(td).children('code').first().text() === 'status')
      .first()
    const [badge] = cell
      .find('.api-badge')
      .map((_i, b) => ({ text: $(b).text(), label: $(b).attr('aria-label') }))
      .get()
    expect(badge?.text).toBe('Deprecated')
    expect(badge?.label).toMatch(
      /^Deprecated: Included for completeness, but discouraged\. Please use the isLoading/,
    )
    // The badge takes the place of the words "(deprecated)".
    expect(cell.text()).not.toContain('(deprecated)')
    expect(twin('/rtk-query/api/created-api/hooks')).toMatch(
      /^\| `status` \(deprecated: Included for completeness, but discouraged\./m,
    )
  })

  it('an export first shipped in a patch names that patch: UNINITIALIZED_VALUE is "2.2.7+"', () => {
    const route = '/rtk-query/api/created-api/hooks'
    expect(badgesIn(page(route), 'h2#uninitialized_value')).toEqual([
      { text: '2.2.7+', role: 'img', label: 'Added in 2.2.7' },
    ])
    expect(twin(route)).toMatch(
      /^## UNINITIALIZED_VALUE \(added in 2\.2\.7\) \{#uninitialized_value\}$/m,
    )
  })

  it('a nested member’s heading carries its badge: build.infiniteQuery is "2.6+"', () => {
    const $ = page('/rtk-query/api/createApi')
    expect(badgesIn($, 'h3#buildinfinitequery')).toEqual([
      { text: '2.6+', role: 'img', label: 'Added in 2.6.0' },
    ])
    expect(words($, 'h3#buildinfinitequery')).toBe('build.infiniteQuery')
  })

  it('a row is dated by what the reader’s code gets back: config.signal of the returned thunk, isFetchNextPageError of the hook’s result', () => {
    const row = ($: CheerioAPI, name: string) =>
      $('td')
        .filter((_i, td) => $(td).children('code').first().text() === name)
        .first()
    const labels = ($: CheerioAPI, name: string) =>
      row($, name)
        .find('.api-badge')
        .map((_i, b) => $(b).attr('aria-label'))
        .get()
    // Tied to AsyncThunk's parameters; `thunk(arg, { signal })` compiles
    // from 2.6.1.
    expect(labels(page('/api/createAsyncThunk'), 'config.signal')).toEqual([
      'Added in 2.6.1',
    ])
    // Tied to TypedUseInfiniteQueryHookResult; `useXInfiniteQuery(arg)
    // .isFetchNextPageError` compiles from 2.13.0, while the hook and its
    // other fields came in 2.6.0.
    const hooks = page('/rtk-query/api/created-api/hooks')
    expect(labels(hooks, 'isFetchNextPageError')).toEqual(['Added in 2.13.0'])
    expect(labels(hooks, 'hasNextPage')).toEqual([])
  })

  it('Redux integration: createApiActionSanitizer is "2.14+" beside its heading', () => {
    const route = '/rtk-query/api/created-api/redux-integration'
    const $ = page(route)
    const heading = '#createapiactionsanitizer'
    expect(badgesIn($, heading)).toEqual([
      { text: '2.14+', role: 'img', label: 'Added in 2.14.0' },
    ])
    expect(words($, heading)).toBe('createApiActionSanitizer')
    expect(twin(route)).toMatch(
      /^#+ createApiActionSanitizer \(added in 2\.14\.0\) \{#createapiactionsanitizer\}$/m,
    )
  })

  it('every badge the sources call for is in the HTML, and only those, in the same places', () => {
    // The expectation comes from the rule as the manual states it, worked
    // out by the test's own oracle from the API history, the exports' home
    // pages and each page's lines (./support/badgeOracle.ts), not by the
    // plugin's code. Places are compared in page order: heading or row,
    // and what its badges say.
    const placesOf = ($: CheerioAPI) =>
      $('article')
        .find('h1, h2, h3, h4, h5, h6, td')
        .filter((_i, element) => $(element).children('.api-badge').length > 0)
        .map((_i, element) => ({
          kind: element.tagName === 'td' ? 'row' : 'heading',
          text: $(element).text(),
          badges: $(element)
            .children('.api-badge')
            .map((_j, badge) =>
              $(badge)
                .attr('aria-label')!
                .replace(/^Deprecated: .*/, 'Deprecated'),
            )
            .get()
            .sort(),
        }))
        .get()
    const summary = (places: { kind: string; badges: string[] }[]) =>
      places.map(({ kind, badges }) => `${kind}: ${badges.join(', ')}`)
    const mismatches: string[] = []
    let total = 0
    for (const { file, route } of docPages()) {
      const $ = page(route)
      const expected = expectedBadges(readPage(file), route)
      const found = placesOf($)
      total += expected.length
      // Every badge of the page is in a heading or a table cell.
      expect($('article .api-badge').length, route).toBe(
        found.reduce((sum, { badges }) => sum + badges.length, 0),
      )
      if (summary(expected).join('\n') !== summary(found).join('\n'))
        mismatches.push(
          `${file}\n  expected: ${expected.map(({ line, text, badges }) => `${line} ${text}: ${badges.join(', ')}`).join('\n            ')}\n  built:    ${found.map(({ text, badges }) => `${text}: ${badges.join(', ')}`).join('\n            ')}`,
        )
    }
    expect(mismatches).toEqual([])
    // Some 120 places have badges: an oracle that found none would agree
    // with a build that shows none.
    expect(total).toBeGreaterThan(100)
  }, 60_000)
})

describe('What each release added, in Getting Started', () => {
  const route = '/introduction/getting-started'
  const releases = [
    ...new Set(
      apiHistory.releases
        .filter((release) => apiHistory.compareReleases(release, '2.0.0') >= 0)
        .map(minorLine),
    ),
  ]
  const idOf = (line: string) => `redux-toolkit-${line.replace('.', '')}`

  it('has a section for every 2.x minor line in the history, newest first, in the page, its contents and its twin', () => {
    const $ = page(route)
    const ids = $('h3[id^="redux-toolkit-2"]')
      .map((_i, h) => $(h).attr('id'))
      .get()
    expect(ids).toEqual(releases.map(idOf).reverse())
    for (const release of releases) {
      const id = idOf(release)
      const minor = release
      expect(words($, `h3#${id}`)).toBe(`Redux Toolkit ${minor}`)
      expect($(`.table-of-contents a[href="#${id}"]`).length, id).toBe(1)
      expect(twin(route)).toContain(`### Redux Toolkit ${minor} {#${id}}`)
    }
  })

  it('links each addition to where it is documented, leads with the feature and says what was removed and changed', () => {
    const $ = page(route)
    const list = $('h3#redux-toolkit-214').next('ul')
    expect(
      list.find('a[href*="redux-integration#createapiactionsanitizer"]').text(),
    ).toBe('createApiActionSanitizer')
    expect(
      list
        .find('a[href*="createEntityAdapter#"]')
        .map((_i, a) => $(a).text())
        .get(),
    ).toEqual(['RemoveManyFilter', 'selectByIds'])
    // A type's own section, in a guide, before a mention on a reference page.
    expect(
      $('h3#redux-toolkit-215')
        .next('ul')
        .find('a')
        .filter((_i, a) => $(a).text() === 'QueryStartReason')
        .attr('href'),
    ).toMatch(/\/rtk-query\/usage\/customizing-queries#querystartreason$/)
    const twinText = twin(route)
    expect(twinText).toMatch(
      /\[`duplicateMiddlewareCheck`\]\(https:\/\/[^)]*\/api\/configureStore\.md#duplicatemiddlewarecheck\) \(configureStore\)/,
    )
    // 2.6 leads with infinite queries, linked to their sections; a name
    // first shipped in a patch says which.
    const infinite = $('h3#redux-toolkit-26').next('ul').find('li').first()
    expect(infinite.children('strong').text()).toBe('Infinite queries:')
    expect(
      infinite
        .find('a')
        .map((_i, a) => $(a).attr('href')!.replace(/^.*\//, ''))
        .get(),
    ).toEqual([
      'createApi#buildinfinitequery',
      'hooks#useinfinitequery',
      'createApi#infinitequeryoptions',
    ])
    expect($('h3#redux-toolkit-22').next('ul').text()).toContain(
      'UNINITIALIZED_VALUE (2.2.7)',
    )
    // What 2.0 removed and changed.
    const v2 = $('h3#redux-toolkit-20').next('ul')
    expect(v2.find('li:contains("Removed:") code').text()).toContain(
      'getDefaultMiddleware',
    )
    expect(
      v2.find(
        'a[href*="#extrareducers-and-createreducer-take-a-builder-callback"]',
      ).length,
    ).toBe(1)
    // Every addition is a link (but a removed name the site no longer
    // documents); a release with none says so.
    for (const release of releases) {
      const items = $(`h3#${idOf(release)}`)
        .next('ul')
        .find('li')
        .filter(
          (_i, li) => !$(li).children('strong').text().startsWith('Removed'),
        )
      const codes = items.find('code').length
      const linked = items.find('a > code').length
      expect(linked, release).toBe(codes)
      expect(items.length, release).toBeGreaterThan(0)
    }
  })
})
