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
  // Same-page mode (the pages have no frames) and only the nodes of
  // violations and undecided checks reported: on the longest API pages
  // (15,000 elements) this is three times faster than the default, which
  // ships every passing node to a second page.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations', 'incomplete'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode()
    .analyze()
  const undecidedContrast = results.incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes.map((node) => node.target.join(' ')))
  return [
    ...results.violations.flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `[${violation.id}] (${node.impact ?? violation.impact}) ${route} ${mode}: ${node.target.join(' ')}\n` +
          `    ${violation.help}\n` +
          `    ${(node.failureSummary ?? '').replace(/\n\s*/g, ' ')}`,
      ),
    ),
    ...(await lowContrast(page, undecidedContrast)).map(
      (problem) => `[color-contrast, measured] ${route} ${mode}: ${problem}`,
    ),
  ]
}

/**
 * Colour contrast where axe leaves it undecided ("incomplete"): it cannot
 * tell the background behind a background image (the search box's icon), an
 * element that overlaps the text (the suggestions list over the page, the
 * lines of a code block) or text of symbols only. Measured here instead: the
 * text's colour against the background colours of the element and its
 * ancestors, each laid over the one below it, held to WCAG AA as axe holds it
 * (4.5:1; 3:1 for large text, 24 px or bold 18.66 px). Colours are read
 * through a canvas, so any CSS colour syntax is understood.
 */
async function lowContrast(page: Page, selectors: string[]): Promise<string[]> {
  return page.evaluate((selectors) => {
    const context = document.createElement('canvas').getContext('2d', {
      willReadFrequently: true,
    })!
    const rgba = (color: string) => {
      context.clearRect(0, 0, 1, 1)
      context.fillStyle = color
      context.fillRect(0, 0, 1, 1)
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data
      return [r!, g!, b!, a! / 255] as const
    }
    const over = (
      [r, g, b, a]: readonly number[],
      [br, bg, bb]: readonly number[],
    ) => [
      r! * a! + br! * (1 - a!),
      g! * a! + bg! * (1 - a!),
      b! * a! + bb! * (1 - a!),
    ]
    const luminance = (rgb: readonly number[]) => {
      const [r, g, b] = rgb.map((channel) => {
        const c = channel / 255
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
    }
    const problems: string[] = []
    for (const selector of selectors) {
      const element = document.querySelector(selector)
      if (!element) continue
      const layers: string[] = []
      for (let e: Element | null = element; e; e = e.parentElement)
        layers.unshift(getComputedStyle(e).backgroundColor)
      const background = layers.reduce(
        (below, layer) => over(rgba(layer), below),
        [255, 255, 255],
      )
      const style = getComputedStyle(element)
      const text = over(rgba(style.color), background)
      const [light, dark] = [luminance(text), luminance(background)].sort(
        (a, b) => b - a,
      )
      const ratio = (light! + 0.05) / (dark! + 0.05)
      const size = parseFloat(style.fontSize)
      const large =
        size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700)
      const needed = large ? 3 : 4.5
      if (ratio < needed)
        problems.push(
          `${selector}: ${ratio.toFixed(2)}:1 < ${needed}:1 (${style.color} on rgb(${background.map(Math.round).join(', ')}))`,
        )
    }
    return problems
  }, selectors)
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
