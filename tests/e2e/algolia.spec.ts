import { readdirSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { BUILDS } from '../../playwright.config'
import { waitForHydration } from './hydration'

// This spec runs against the build made with ALGOLIA_APP_ID=E2ETESTAPP,
// ALGOLIA_API_KEY=e2e-search-key and ALGOLIA_INDEX_NAME=redux-toolkit (see
// package.json, build:integrations). Algolia's API is answered by stubs.
const INDEX_NAME = 'redux-toolkit'
const STUB_TITLE = 'createSlice (stubbed hit)'

const highlighted = (value: string) => ({
  value,
  matchLevel: 'full',
  matchedWords: ['createslice'],
})

const hit = {
  objectID: 'stub-1',
  url: 'https://redux-toolkit.js.org/api/createSlice#createslice',
  type: 'lvl2',
  content: null,
  hierarchy: {
    lvl0: 'API Reference',
    lvl1: 'createSlice',
    lvl2: STUB_TITLE,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  _highlightResult: {
    hierarchy: {
      lvl0: highlighted('API Reference'),
      lvl1: highlighted('createSlice'),
      lvl2: highlighted(STUB_TITLE),
    },
  },
  _snippetResult: {
    content: { value: 'A stubbed answer from the test.', matchLevel: 'none' },
  },
}

interface SearchRequest {
  indexName: string
  query?: string
  params?: string | Record<string, unknown>
  [key: string]: unknown
}

/** Answers every Algolia search with one hit and records what was asked. */
async function stubAlgolia(page: Page): Promise<SearchRequest[]> {
  const asked: SearchRequest[] = []
  await page.route(/algolia(net)?\.(net|com)\/1\/indexes\//, async (route) => {
    const { requests } = route.request().postDataJSON() as {
      requests: SearchRequest[]
    }
    asked.push(...requests)
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        results: requests.map((request) => {
          const query =
            request.query ??
            (typeof request.params === 'string'
              ? new URLSearchParams(request.params).get('query')
              : '')
          return {
            hits: [hit],
            nbHits: 1,
            page: 0,
            nbPages: 1,
            hitsPerPage: 20,
            exhaustiveNbHits: true,
            processingTimeMS: 1,
            query,
            params: '',
            index: request.indexName,
          }
        }),
      }),
    })
  })
  return asked
}

/** Contextual search is off: no version, tag or language facet filters. */
function expectNoContextFilters(asked: SearchRequest[]) {
  expect(asked.length).toBeGreaterThan(0)
  for (const request of asked) {
    expect(request.indexName).toBe(INDEX_NAME)
    expect(JSON.stringify(request)).not.toMatch(
      /docusaurus_tag|language:|version:/,
    )
  }
}

test('only Algolia search is built in: no local index, no built-in search box', async ({
  page,
}) => {
  expect(
    readdirSync(BUILDS.integrations).filter((name) =>
      name.startsWith('search-index'),
    ),
  ).toEqual([])
  await page.goto('/api/configureStore')
  await expect(page.locator('.DocSearch-Button')).toBeVisible()
  await expect(page.locator('nav input[role="combobox"]')).toHaveCount(0)
})

test('the DocSearch modal shows the stubbed hits, asked without contextual filters', async ({
  page,
}) => {
  const asked = await stubAlgolia(page)
  await page.goto('/api/configureStore')
  // This build has no search input for waitForHydration to watch: a click
  // on the button before React owns it opens nothing.
  await waitForHydration(page, { also: '.DocSearch-Button' })
  await page.locator('.DocSearch-Button').click()
  await page.locator('.DocSearch-Input').fill('createSlice')
  await expect(page.locator('.DocSearch-Hit').first()).toContainText(STUB_TITLE)
  expectNoContextFilters(asked)
})

test('the /search page shows the stubbed hits, asked without contextual filters', async ({
  page,
}) => {
  const asked = await stubAlgolia(page)
  await page.goto('/search?q=createSlice')
  await expect(page.locator('main article').first()).toContainText(STUB_TITLE)
  await expect(page.locator('main article a').first()).toHaveAttribute(
    'href',
    /\/api\/createSlice#createslice$/,
  )
  expectNoContextFilters(asked)
})
