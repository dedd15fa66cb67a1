import { expect, test, type Page } from '@playwright/test'
import { turnDataSaverOn } from './dataSaver'
import { waitForHydration } from './hydration'

const CHUNKS = '**/assets/js/*.js'

/**
 * Records, in the page, how long after the next click #nprogress first
 * appears (null while it has not), so that test-runner latency cannot skew it.
 */
async function watchProgressBar(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as {
      barSeenAt: number | null
      clickedAt: number
    }
    w.barSeenAt = null
    document.addEventListener(
      'click',
      () => (w.clickedAt = performance.now()),
      { capture: true, once: true },
    )
    new MutationObserver(() => {
      if (w.barSeenAt === null && document.getElementById('nprogress')) {
        w.barSeenAt = performance.now() - w.clickedAt
      }
    }).observe(document.body, { childList: true, subtree: true })
  })
}

const clickSidebarLink = (page: Page, name: string) =>
  page
    .locator('aside.theme-doc-sidebar-container')
    .getByRole('link', { name, exact: true })
    .click()

const barSeenAt = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { barSeenAt: number | null }).barSeenAt,
  )

test.describe('progress bar', () => {
  test('appears only once a route change has taken 1000 ms, and goes when the page has loaded', async ({
    page,
  }) => {
    await page.goto('/api/configureStore')
    await waitForHydration(page)
    await watchProgressBar(page)
    await page.route(CHUNKS, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000))
      await route.continue()
    })
    await clickSidebarLink(page, 'createSlice')
    await expect(page.locator('#nprogress')).toBeAttached({ timeout: 5000 })
    const seen = (await barSeenAt(page))!
    expect(seen).toBeGreaterThanOrEqual(1000)
    expect(seen).toBeLessThan(1800)
    // The old page is still on screen while the next one loads.
    await expect(page.locator('article h1')).toHaveText('configureStore')
    await expect(page.locator('article h1')).toHaveText('createSlice', {
      timeout: 10_000,
    })
    await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 3000 })
  })

  test('never appears for a navigation faster than 1000 ms', async ({
    page,
  }) => {
    await page.goto('/api/configureStore')
    await waitForHydration(page)
    await watchProgressBar(page)
    // Slower than theme-classic's stock 200 ms delay, faster than ours.
    await page.route(CHUNKS, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600))
      await route.continue()
    })
    await clickSidebarLink(page, 'createAction')
    await expect(page.locator('article h1')).toHaveText('createAction')
    await page.waitForTimeout(1200)
    expect(await barSeenAt(page)).toBeNull()
  })
})

test('the next page is loaded before the switch', async ({ page }) => {
  await page.goto('/api/configureStore')
  await waitForHydration(page)
  const requested: string[] = []
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(CHUNKS, async (route) => {
    requested.push(route.request().url())
    await released
    await route.continue()
  })
  await clickSidebarLink(page, 'createReducer')
  await expect.poll(() => requested.length).toBeGreaterThan(0)
  await page.waitForTimeout(300)
  // Chunks are requested, and until they arrive the old page is what is shown.
  await expect(page.locator('article h1')).toHaveText('configureStore')
  release()
  await expect(page.locator('article h1')).toHaveText('createReducer')
})

test('after a route change the page scrolls to the top, or to the hash target', async ({
  page,
}) => {
  await page.goto('/tutorials/overview')
  await waitForHydration(page)
  // To the top when the link has no hash.
  await page
    .locator('footer')
    .getByRole('link', { name: 'Usage Guide' })
    .click()
  await expect(page.locator('article h1')).toHaveText('Usage Guide')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

  // To the target when it has one.
  await page.goto('/tutorials/overview')
  await waitForHydration(page)
  const link = page.locator(
    'article a[href="/introduction/getting-started#what-to-read-next"]',
  )
  await link.scrollIntoViewIfNeeded()
  await link.click()
  await expect(page).toHaveURL(
    /\/introduction\/getting-started#what-to-read-next$/,
  )
  const target = page.locator('#what-to-read-next')
  await expect(target).toBeInViewport()
  await expect
    .poll(() => page.evaluate(() => window.scrollY))
    .toBeGreaterThan(200)
})

test('a trailing index.html is removed from paths', async ({ page }) => {
  for (const path of ['/api/createSlice/index.html', '/index.html']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await waitForHydration(page)
    await expect(
      page.locator('.theme-doc-markdown, .hero').first(),
    ).toBeVisible()
    await expect(
      page.getByRole('heading', { name: 'Page not found' }),
    ).toHaveCount(0)
  }
  // After hydration the router matches the path without index.html: the
  // createSlice page is the active sidebar entry.
  await page.goto('/api/createSlice/index.html')
  await waitForHydration(page)
  await expect(page.locator('article h1')).toHaveText('createSlice')
  await expect(page.locator('aside a[aria-current="page"]')).toHaveAttribute(
    'href',
    '/api/createSlice',
  )
})

test.describe('prefetching', () => {
  test('linked pages are prefetched on a normal connection', async ({
    page,
  }) => {
    await page.goto('/api/configureStore')
    await waitForHydration(page)
    await expect
      .poll(() => page.locator('link[rel="prefetch"]').count())
      .toBeGreaterThan(0)
    // Sidebar links share chunks: each chunk is hinted once (src/plugins/internals/replacements/prefetch.ts).
    await page.waitForLoadState('networkidle')
    const hrefs = await page
      .locator('link[rel="prefetch"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs.length).toBeGreaterThan(5)
    expect(
      hrefs.filter((href, index) => hrefs.indexOf(href) !== index),
    ).toEqual([])
  })

  test('nothing is prefetched on a 2g connection with data saver on', async ({
    page,
  }) => {
    await turnDataSaverOn(page)
    await page.goto('/api/configureStore')
    await waitForHydration(page)
    await page.mouse.move(10, 10)
    await page
      .locator('aside.theme-doc-sidebar-container')
      .getByRole('link', { name: 'createSlice', exact: true })
      .hover()
    await page.waitForTimeout(1000)
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0)
  })
})

test('a route whose code fails to load logs a warning, then reloads into the page', async ({
  page,
}) => {
  await page.goto('/api/configureStore')
  await waitForHydration(page)
  const warnings: string[] = []
  page.on(
    'console',
    (message) => message.type() === 'warning' && warnings.push(message.text()),
  )
  // Chunks fail until the page reloads, as after a redeploy removed the old files.
  let reloading = false
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      reloading = true
  })
  await page.route(CHUNKS, (route) =>
    reloading ? route.continue() : route.abort(),
  )
  await clickSidebarLink(page, 'createSelector')
  await expect.poll(() => reloading).toBe(true)
  expect(warnings.some((text) => /chunk/i.test(text))).toBe(true)
  await expect(page).toHaveURL(/\/api\/createSelector$/)
  await waitForHydration(page)
  await expect(page.locator('article h1')).toHaveText('createSelector')
})
