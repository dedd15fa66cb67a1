import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './hydration'
import { DOC_ROUTES } from '../support/routes'

/** The WCAG 2.0 and 2.1 success criteria at levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const NOT_FOUND = '/no/such/page'

/** A page to scan, and what to wait for (or do) before scanning it. */
type Check = {
  route: string
  name?: string
  ready?: (page: Page) => Promise<void>
}

const CHECKS: Check[] = [
  {
    route: '/',
    ready: (page) =>
      expect(page.locator('main pre code').first()).toBeVisible(),
  },
  {
    route: '/search',
    ready: (page) =>
      expect(page.locator('main')).toContainText('Type an API name'),
  },
  // Results come from the index, fetched after hydration.
  {
    route: '/search?q=createSlice',
    ready: (page) =>
      expect(page.locator('main ol li mark').first()).toBeVisible(),
  },
  // The not-found page with its search suggestions, and the pages it becomes.
  {
    route: NOT_FOUND,
    ready: (page) =>
      expect(
        page.locator('main section ol li a, main [role="status"]').first(),
      ).toBeVisible(),
  },
  {
    route: '/Errors?code=13',
    ready: (page) =>
      expect(page.locator('main blockquote var').first()).toBeVisible(),
  },
  {
    route: '/Errors?code=9999',
    ready: (page) =>
      expect(page.locator('main h2 + ul li').first()).toBeVisible(),
  },
  {
    route: '/api/createListenerMiddleware',
    ready: (page) =>
      expect(page.locator('main')).toContainText('This is now covered in'),
  },
  {
    // The navbar's suggestions: headings, paths, excerpts and marked words.
    route: '/api/createSlice',
    name: 'search suggestions on /api/createSlice',
    ready: async (page) => {
      await page.locator('nav input[role="combobox"]').fill('createSlice')
      await expect(
        page.locator('nav [role="option"] mark').first(),
      ).toBeVisible()
    },
  },
  ...DOC_ROUTES.map((route) => ({
    route,
    ready: (page: Page) =>
      expect(page.locator('article h1').first()).toBeVisible(),
  })),
]

/**
 * Opens a page and waits until React owns it and has settled: hydration and
 * the effects after it change the markup axe sees (the navbar can hydrate
 * after the page reports hydration; wide tables get a tabindex in an effect).
 */
async function open(page: Page, { route, ready }: Check) {
  await page.goto(route)
  await waitForHydration(page, { also: 'main table' })
  await settle(page)
  await ready?.(page)
}

/** Waits for React's pending work and for colour transitions to end. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) =>
      requestIdleCallback(resolve, { timeout: 2000 }),
    )
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    )
  })
}

/** One readable line per failing element: rule, impact, route, mode, selector and why. */
async function violations(
  page: Page,
  route: string,
  mode: string,
): Promise<string[]> {
  // Same-page mode (the pages have no frames) and only the violations' nodes
  // reported: on the longest API pages (15,000 elements) this is three times
  // faster than the default, which ships every passing node to a second page.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode()
    .analyze()
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `[${violation.id}] (${node.impact ?? violation.impact}) ${route} ${mode}: ${node.target.join(' ')}\n` +
        `    ${violation.help}\n` +
        `    ${(node.failureSummary ?? '').replace(/\n\s*/g, ' ')}`,
    ),
  )
}

// Two scans of up to 15,000 elements each: about 10 s on an idle machine, far
// more on a busy one.
test.describe.configure({ mode: 'parallel', timeout: 120_000 })

test.describe('no WCAG 2.1 A/AA violations, light and dark', () => {
  for (const check of CHECKS) {
    test(check.name ?? check.route, async ({ page }) => {
      const found: string[] = []

      await open(page, check)
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
      found.push(
        ...(await violations(page, check.name ?? check.route, 'light')),
      )

      // The navbar switch, as a reader would (it also remembers the choice).
      await page.getByRole('button', { name: /dark and light mode/i }).click()
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
      await settle(page)
      await check.ready?.(page)
      found.push(...(await violations(page, check.name ?? check.route, 'dark')))

      expect(
        found,
        `${found.length} violation(s):\n${found.join('\n')}`,
      ).toEqual([])
    })
  }
})
