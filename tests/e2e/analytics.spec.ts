import { expect, test, type Page } from '@playwright/test'
import { installClock } from './clock'
import { waitForHydration } from './hydration'

// This spec runs against the build made with GTAG_ID=G-E2ETEST and
// UMAMI_WEBSITE_ID=e2e-website (see package.json, build:integrations).
const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js?id=G-E2ETEST'
const UMAMI_SCRIPT = 'https://cloud.umami.is/script.js'

/**
 * Stands in for Umami's tracker as it behaves: unless data-auto-track is
 * "false" it records a page view on load and, 300 ms after every
 * pushState/replaceState that changes the URL, another one (it does not see
 * the back button). window.umami.track(fn) records the payload fn returns.
 * Every page view, automatic or manual, lands in window.umamiViews, so
 * automatic tracking left on alongside ours would be counted twice.
 */
const UMAMI_STUB = `(() => {
  const script = document.currentScript;
  const autoTrack = script.dataset.autoTrack !== 'false';
  const website = script.dataset.websiteId;
  window.umamiViews = [];
  let current = location.pathname + location.search;
  const record = (payload) => window.umamiViews.push(payload);
  const base = () => ({ website, url: current, title: document.title });
  window.umami = { track: (fn) => record(typeof fn === 'function' ? fn(base()) : base()) };
  if (!autoTrack) return;
  for (const method of ['pushState', 'replaceState']) {
    const original = history[method].bind(history);
    history[method] = (state, title, url) => {
      original(state, title, url);
      if (!url) return;
      const u = new URL(url, location.href);
      const next = u.pathname + u.search;
      if (next !== current) { current = next; setTimeout(() => record(base()), 300); }
    };
  }
  record(base());
})();`

async function stubVendors(page: Page) {
  await page.route(GTAG_SCRIPT, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '/* gtag stub */' }),
  )
  await page.route(UMAMI_SCRIPT, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: UMAMI_STUB }),
  )
}

const gtagPageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter(([command, name]) => command === 'event' && name === 'page_view')
      .map(
        ([, , params]) =>
          new URL((params as { page_location: string }).page_location).pathname,
      ),
  )

const umamiPageViews = (page: Page) =>
  page.evaluate(() =>
    (
      (window as unknown as { umamiViews?: { url: string; website: string }[] })
        .umamiViews ?? []
    ).map((view) => `${view.website} ${view.url}`),
  )

test('each tool records exactly one page view for the first load and for every route change, back and forward included', async ({
  page,
}) => {
  await stubVendors(page)
  await installClock(page)
  await page.goto('/introduction/getting-started')
  await waitForHydration(page)
  await expect
    .poll(() => gtagPageViews(page))
    .toEqual(['/introduction/getting-started'])
  await expect
    .poll(() => umamiPageViews(page))
    .toEqual(['e2e-website /introduction/getting-started'])

  const sidebar = page.locator('aside.theme-doc-sidebar-container')
  const visited = ['/introduction/getting-started']
  for (const [name, path, heading] of [
    ['Overview', '/tutorials/overview', 'Tutorials Overview'],
    ['createSlice', '/api/createSlice', 'createSlice'],
    ['configureStore', '/api/configureStore', 'configureStore'],
  ] as const) {
    await sidebar.getByRole('link', { name, exact: true }).first().click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    // The URL changes at once; the page (and its page view) once it has loaded.
    await expect(page.locator('article h1')).toHaveText(heading)
    visited.push(path)
  }
  // The browser's back and forward buttons are route changes too.
  await page.goBack()
  await expect(page.locator('article h1')).toHaveText('createSlice')
  visited.push('/api/createSlice')
  await page.goForward()
  await expect(page.locator('article h1')).toHaveText('configureStore')
  visited.push('/api/configureStore')

  // A hash-only change is not a new page view. Docusaurus scrolls to the
  // hash's target in the same step as it tells client modules, our page views
  // among them, that the route changed: once it has, a page view would be on
  // its way.
  await page.evaluate(() => {
    const w = window as unknown as { scrolledTo: string[] }
    w.scrolledTo = []
    const scrollIntoView = Element.prototype.scrollIntoView
    Element.prototype.scrollIntoView = function (...args) {
      w.scrolledTo.push(this.id)
      scrollIntoView.apply(this, args)
    }
    location.hash = '#see-also'
  })
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { scrolledTo: string[] }).scrolledTo,
      ),
    )
    .toContain('see-also')

  const umamiVisited = visited.map((path) => `e2e-website ${path}`)
  await expect.poll(() => gtagPageViews(page)).toEqual(visited)
  await expect.poll(() => umamiPageViews(page)).toEqual(umamiVisited)
  // Nothing arrives late: running the page's clock fires every timer due by
  // then, our page views' (a timeout of 0) and the real tracker's automatic
  // ones (300 ms after a URL change) included.
  await page.clock.runFor(800)
  expect(await gtagPageViews(page)).toEqual(visited)
  expect(await umamiPageViews(page)).toEqual(umamiVisited)
})

test('the vendor scripts are loaded with the configured ids, and gtag does not send its own first page view', async ({
  page,
}) => {
  await stubVendors(page)
  await page.goto('/')
  await expect(page.locator(`script[src="${GTAG_SCRIPT}"]`)).toHaveCount(1)
  const umami = page.locator(`script[src="${UMAMI_SCRIPT}"]`)
  await expect(umami).toHaveAttribute('data-website-id', 'e2e-website')
  await expect(umami).toHaveAttribute('data-auto-track', 'false')
  const config = await page.evaluate(() =>
    ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .find(([command]) => command === 'config'),
  )
  expect(config).toEqual(['config', 'G-E2ETEST', { send_page_view: false }])
})
