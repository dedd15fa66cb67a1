import { expect, test, type Page } from '@playwright/test'
import { SEARCH_INDEX } from '../../src/features/search'
import { highlightPaints } from './highlightPaint'
import { holdChunks } from './holdChunks'
import { waitForHydration } from './hydration'
import { waitUntilSettled } from './settled'

const box = (page: Page) => page.locator('nav input[role="combobox"]')
const options = (page: Page) => page.locator('nav [role="option"]')
/** Requests for the built index: its file name, hash included. */
const INDEX = (url: URL | string) =>
  SEARCH_INDEX.test(new URL(url).pathname.split('/').pop()!)

async function open(page: Page, url: string) {
  const response = await page.goto(url)
  await waitForHydration(page)
  return response
}

/** Fails the test on any uncaught page error or alert() call. */
function guard(page: Page) {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })
  return problems
}

test('the index is fetched when the reader starts searching, never on page load, under a content-hashed name', async ({
  page,
}) => {
  const requests: string[] = []
  page.on(
    'request',
    (request) =>
      request.url().includes('search-index') && requests.push(request.url()),
  )
  await open(page, '/api/createSlice')
  await waitUntilSettled(page)
  // The built-in search is the only one: no Algolia in this build.
  await expect(page.locator('.DocSearch-Button')).toHaveCount(0)
  await page
    .getByRole('link', { name: 'createReducer', exact: true })
    .first()
    .click()
  await expect(page.locator('article h1')).toHaveText('createReducer')
  await waitUntilSettled(page)
  expect(requests).toEqual([])

  const download = page.waitForRequest((request) => INDEX(request.url()))
  await box(page).focus()
  expect(INDEX((await download).url())).toBe(true)
})

test('the /search page asks for the index in its HTML, so it downloads alongside the scripts', async ({
  request,
}) => {
  const html = await (await request.get('/search')).text()
  const preload = /<link[^>]*rel="?preload"?[^>]*href="?([^" >]+)"?[^>]*>/.exec(
    html,
  )
  expect(preload, 'a preload link in /search').not.toBeNull()
  expect(preload![0]).toMatch(/as="?fetch"?/)
  expect(INDEX(new URL(preload![1]!, 'http://site.test'))).toBe(true)
  // Other pages do not.
  expect(await (await request.get('/api/createSlice')).text()).not.toMatch(
    /search-index\./,
  )
})

test('Ctrl+K focuses the box; suggestions appear as you type; arrows and Enter open the heading, words marked on the page', async ({
  page,
}) => {
  const problems = guard(page)
  // A reader presses Ctrl+K once, as soon as the page has painted: before
  // its scripts have run (held here until then), so before any of React.
  const scripts = await holdChunks(page)
  await page.goto('/introduction/getting-started', { waitUntil: 'commit' })
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  )
  await page.keyboard.press('Control+k')
  await expect(box(page)).toBeFocused()
  scripts.release()
  await waitForHydration(page)
  // The box, hydrated with the focus already in it, opens its suggestions.
  await expect(box(page)).toBeFocused()
  await page.keyboard.type('keep unused data')
  await expect(options(page).first()).toContainText('keepUnusedDataFor')
  await expect(options(page).first().locator('mark').first()).toBeVisible()
  await expect(options(page).last()).toContainText(
    'See all results for “keep unused data”',
  )

  await page.keyboard.press('ArrowDown')
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true')
  await expect(box(page)).toHaveAttribute(
    'aria-activedescendant',
    (await options(page).first().getAttribute('id'))!,
  )
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(
    /\/rtk-query\/api\/createApi\?highlight=[^#]*keep[^#]*#keepunuseddatafor$/,
  )
  await expect(page.locator('h3#keepunuseddatafor')).toBeInViewport()
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (CSS.highlights as unknown as Map<string, Set<Range>>).get(
            'search-term',
          )?.size ?? 0,
      ),
    )
    .toBeGreaterThan(0)
  expect(await highlightPaints(page, 'search-term')).toBe(true)
  expect(problems).toEqual([])
})

test('Escape closes the suggestions; the last option opens /search with the query, and back returns', async ({
  page,
}) => {
  await open(page, '/api/createSlice')
  await box(page).fill('createSlice')
  await expect(options(page).first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(options(page).first()).toBeHidden()

  await box(page).fill('skipToken')
  await expect(options(page).first()).toBeVisible()
  await page.keyboard.press('ArrowUp')
  await expect(options(page).last()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=skipToken$/)
  await expect(page.locator('main ol li').first()).toContainText('skipToken')

  await page.goBack()
  await expect(page).toHaveURL(/\/api\/createSlice$/)
  await page.goForward()
  await expect(page.locator('main input[type="search"]')).toHaveValue(
    'skipToken',
  )
})

test('/search keeps its query in the URL: shareable, updated as you type, restored by the back button', async ({
  page,
}) => {
  await open(page, '/search?q=entity%20adapter')
  const input = page.locator('main input[type="search"]')
  await expect(input).toHaveValue('entity adapter')
  await expect(page.locator('main')).toContainText(
    /results? for “entity adapter”/,
  )
  await expect(page.locator('main ol li a').first()).toHaveAttribute(
    'href',
    /createEntityAdapter/,
  )
  await expect(page.locator('main ol li mark').first()).toBeVisible()
  await expect(page).toHaveTitle(/Search results for “entity adapter”/)

  await input.fill('prepareHeaders')
  await expect(page).toHaveURL(/\/search\?q=prepareHeaders$/)
  const first = page.locator('main ol li a').first()
  await expect(first).toContainText('prepareHeaders')
  await first.click()
  await expect(page).toHaveURL(
    /\/rtk-query\/api\/fetchBaseQuery\?highlight=.*#prepareheaders$/,
  )

  await page.goBack()
  await expect(page).toHaveURL(/\/search\?q=prepareHeaders$/)
  await expect(input).toHaveValue('prepareHeaders')
  await expect(page.locator('main ol li a').first()).toContainText(
    'prepareHeaders',
  )
})

test('an empty query gets a hint; a query without hits says so and offers ways on', async ({
  page,
}) => {
  await open(page, '/search')
  await expect(page.locator('main')).toContainText(
    'Type an API name such as createSlice',
  )

  await open(page, '/search?q=zqxjvwk')
  const main = page.locator('main')
  await expect(main).toContainText('No results for “zqxjvwk”.')
  await expect(
    main.getByRole('link', { name: 'API reference' }),
  ).toHaveAttribute('href', '/api/configureStore')
  await expect(
    main.getByRole('link', { name: 'RTK Query overview' }),
  ).toHaveAttribute('href', '/rtk-query/overview')

  await box(page).fill('zqxjvwk')
  await expect(page.locator('nav')).toContainText('No results for “zqxjvwk”.')
})

test("the navbar suggestions and /search rank alike, readers' words included, and leave out the moved page", async ({
  page,
}) => {
  const navbarUrls = async (query: string) => {
    await box(page).fill(query)
    await expect(
      page.locator(`nav [data-search-query="${query}"]`),
    ).toBeAttached()
    return page
      .locator('nav [role="option"][data-url]')
      .evaluateAll((items) =>
        items.map((item) => (item as HTMLElement).dataset.url!),
      )
  }
  const pageUrls = async (query: string) => {
    await open(page, `/search?q=${encodeURIComponent(query)}`)
    await expect(page.locator('main [data-search-query]')).toHaveAttribute(
      'data-search-query',
      query,
    )
    return page.locator('main ol li a').evaluateAll((links) =>
      links.map((link) => {
        const url = new URL((link as HTMLAnchorElement).href)
        return `${url.pathname}${url.hash}`
      }),
    )
  }
  // A name, words readers type for a heading that spells them out, a task.
  for (const query of ['createSlice', 'ssr', 'clear cache on logout']) {
    await open(page, '/api/createSlice')
    const suggested = await navbarUrls(query)
    expect(suggested.length, query).toBeGreaterThan(0)
    const listed = await pageUrls(query)
    expect(listed.slice(0, suggested.length), query).toEqual(suggested)
  }
  // The page that only says where Cache Management went is no answer.
  expect(await pageUrls('cache management')).not.toContainEqual(
    expect.stringMatching(/\/cache-management($|#)/),
  )
})

test('queries are text: markup, very long queries, emoji and malformed percent-encoding break nothing', async ({
  page,
}) => {
  const problems = guard(page)
  const markup = '<img src=x onerror=alert(1)>'
  await open(page, `/search?q=${encodeURIComponent(markup)}`)
  await expect(page.locator('main input[type="search"]')).toHaveValue(markup)
  await expect(page.locator('main')).toContainText(`“${markup}”`)
  await expect(page.locator('main img[src="x"]')).toHaveCount(0)

  await box(page).fill(markup)
  await expect(page.locator('nav [data-search-query]')).toContainText(markup)
  await expect(page.locator('nav img[src="x"]')).toHaveCount(0)

  const long = 'createSlice '.repeat(600)
  await open(page, `/search?q=${encodeURIComponent(long)}`)
  await expect(page.locator('main ol li').first()).toBeVisible()

  await open(page, `/search?q=${encodeURIComponent('🚀 createSlice 🙂')}`)
  await expect(page.locator('main ol li a').first()).toContainText(
    'createSlice',
  )

  const response = await open(page, '/search?q=%E0%A4%A&x=%')
  expect(response?.status()).toBe(200)
  await expect(page.locator('main h1')).toHaveText('Search the documentation')
  await expect(page.locator('main input[type="search"]')).toBeVisible()
  expect(problems).toEqual([])
})

test('when the index cannot be downloaded, both search UIs say why and Retry recovers', async ({
  page,
}) => {
  await page.route(INDEX, (route) =>
    route.fulfill({ status: 503, body: 'down' }),
  )
  await open(page, '/api/createSlice')
  await box(page).fill('createSlice')
  const nav = page.locator('nav')
  await expect(nav.getByRole('alert')).toContainText(
    'Search is unavailable: the search index could not be downloaded (HTTP 503).',
  )

  await page.unroute(INDEX)
  await nav.getByRole('button', { name: 'Retry' }).click()
  await expect(options(page).first()).toContainText('createSlice')

  await page.route(INDEX, (route) => route.abort('internetdisconnected'))
  await open(page, '/search?q=createSlice')
  const main = page.locator('main')
  await expect(main.getByRole('alert')).toContainText(
    'Search is unavailable: the search index could not be downloaded (network error).',
  )
  await page.unroute(INDEX)
  await main.getByRole('button', { name: 'Retry' }).click()
  await expect(main.locator('ol li a').first()).toContainText('createSlice')
})

test('a navbar button pressed while the search box has the focus gets the click: the box narrows only after it', async ({
  page,
}) => {
  await open(page, '/api/createSlice')
  await box(page).fill('createSlice')
  await expect(page.getByRole('option').first()).toBeVisible()
  const toggle = page.getByRole('button', { name: /dark and light mode/i })
  // The narrowing waits 400 ms after the press, which a busy machine can spend
  // between two of the steps below: the page's animations are paused, so that
  // what is measured is the order of things, not this machine's speed.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Animation.enable')
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 })
  const before = (await toggle.boundingBox())!
  await page.mouse.move(
    before.x + before.width / 2,
    before.y + before.height / 2,
  )
  await page.mouse.down()
  // The press took the focus from the box, which schedules its narrowing.
  const delay = await box(page).evaluate(async (input) => {
    while (input.getAnimations().length === 0)
      await new Promise(requestAnimationFrame)
    return Number(input.getAnimations()[0]!.effect!.getTiming().delay)
  })
  expect(delay).toBeGreaterThanOrEqual(300)
  expect(await toggle.boundingBox()).toEqual(before)
  await page.mouse.up()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
})

test('on a phone the search box opens to a usable width and its results fit the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page, '/api/createSlice')
  await box(page).click()
  await page.keyboard.type('createApi')
  const dropdown = page.locator('nav [data-search-query="createApi"]')
  await expect(dropdown).toBeVisible()
  const area = (await dropdown.boundingBox())!
  expect(area.x).toBeGreaterThanOrEqual(0)
  expect(area.x + area.width).toBeLessThanOrEqual(390)
  expect((await box(page).boundingBox())!.width).toBeGreaterThan(150)
})
