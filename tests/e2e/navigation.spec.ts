import { expect, test, type Locator, type Page } from '@playwright/test'
import { installClock } from './clock'
import { CHUNKS, holdChunks } from './holdChunks'
import { turnDataSaverOn } from './dataSaver'
import { waitForHydration } from './hydration'
import { waitUntilSettled } from './settled'

/** The spec's delay before the progress bar shows. */
const PROGRESS_BAR_DELAY_MS = 1000

/**
 * Opens a docs page, then stops its clock: from here on the page's timers
 * (the progress bar's delay, nprogress's animation) fire only when the test
 * runs the clock.
 */
async function openWithClockStopped(page: Page, path: string) {
  await installClock(page)
  await page.goto(path)
  await waitForHydration(page)
  // The page's clock has kept pace with this one since it was installed, so
  // a second ahead is still ahead when the call arrives.
  await page.clock.pauseAt(Date.now() + 1000)
}

const clickSidebarLink = (page: Page, name: string) =>
  page
    .locator('aside.theme-doc-sidebar-container')
    .getByRole('link', { name, exact: true })
    .click()

test.describe('progress bar', () => {
  test('appears only once a route change has taken 1000 ms, and goes when the page has loaded', async ({
    page,
  }) => {
    await openWithClockStopped(page, '/api/configureStore')
    const chunks = await holdChunks(page)
    await clickSidebarLink(page, 'createSlice')
    // Docusaurus starts the bar's timer (onRouteUpdate) just before it
    // requests the next page's chunks, and the clock has not moved since.
    await expect.poll(() => chunks.requested.length).toBeGreaterThan(0)
    await page.clock.runFor(PROGRESS_BAR_DELAY_MS - 1)
    await expect(page.locator('#nprogress')).toHaveCount(0)
    await page.clock.runFor(1)
    await expect(page.locator('#nprogress')).toBeAttached()
    // The old page is still on screen while the next one loads.
    await expect(page.locator('article h1')).toHaveText('configureStore')
    chunks.release()
    await expect(page.locator('article h1')).toHaveText('createSlice')
    // nprogress animates to the end, then removes the bar, on timers.
    await page.clock.runFor(3000)
    await expect(page.locator('#nprogress')).toHaveCount(0)
  })

  test('never appears for a navigation faster than 1000 ms', async ({
    page,
  }) => {
    await openWithClockStopped(page, '/api/configureStore')
    const chunks = await holdChunks(page)
    await clickSidebarLink(page, 'createAction')
    await expect.poll(() => chunks.requested.length).toBeGreaterThan(0)
    // Slower than theme-classic's stock 200 ms delay, faster than ours.
    await page.clock.runFor(600)
    await expect(page.locator('#nprogress')).toHaveCount(0)
    chunks.release()
    await expect(page.locator('article h1')).toHaveText('createAction')
    // Past the time the bar was due: loading the page cancelled it.
    await page.clock.runFor(PROGRESS_BAR_DELAY_MS)
    await expect(page.locator('#nprogress')).toHaveCount(0)
  })
})

test('the next page is loaded before the switch', async ({ page }) => {
  await page.goto('/api/configureStore')
  await waitForHydration(page)
  const chunks = await holdChunks(page)
  await clickSidebarLink(page, 'createReducer')
  await expect(page).toHaveURL(/\/api\/createReducer$/)
  await expect.poll(() => chunks.requested.length).toBeGreaterThan(0)
  // React renders a click's update before the next frame: a router that
  // switched at once would show the new page, or its loading state, by then.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(resolve)),
  )
  // Until the chunks arrive, the old page is what is shown.
  await expect(page.locator('article h1')).toHaveText('configureStore')
  chunks.release()
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

/**
 * Waits until a link in view would have been prefetched on a normal
 * connection. Docusaurus's link learns it is in view from its own
 * IntersectionObserver, made at hydration: observers are told in the order
 * they were made, so it has been told when one made now is. It then asks our
 * prefetch helper, which adds the hints in an idle callback, and idle
 * callbacks run in the order they were asked for.
 */
const waitUntilPrefetchedOnANormalConnection = (link: Locator) =>
  link.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect()
          requestIdleCallback(() => resolve())
        })
        observer.observe(element)
      }),
  )

test.describe('prefetching', () => {
  test('linked pages are prefetched on a normal connection', async ({
    page,
  }) => {
    await page.goto('/api/configureStore')
    // Sidebar links share chunks: each chunk is hinted once (src/features/internals/replacements/prefetch.ts).
    await waitUntilSettled(page)
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
    const link = page
      .locator('aside.theme-doc-sidebar-container')
      .getByRole('link', { name: 'createSlice', exact: true })
    await link.hover()
    await waitUntilPrefetchedOnANormalConnection(link)
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
