import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './hydration'
import { findLayoutProblems, type LayoutLimits } from './layoutProblems'
import { DOC_ROUTES } from '../support/routes'

/** A phone, a tablet held upright, a laptop; each with a typical height. */
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
]

const LIMITS: LayoutLimits = { minTextPx: 11, labelGapPx: 4 }

/** Every page a reader can open: the home page, search and every doc. */
const ROUTES = ['/', '/search', ...DOC_ROUTES]

type Mode = 'light' | 'dark'

/**
 * Switches the colour mode with the navbar's own switch, as a reader would
 * (it also remembers the choice, so the next page opens in this mode). Below
 * 997 px the switch sits in the closed mobile menu, so the click is sent to
 * the element rather than at a point on screen.
 */
async function switchTo(page: Page, mode: Mode) {
  const toggle = page
    .locator('nav.navbar button[aria-label*="dark and light mode"]')
    .first()
  // Until the first render after hydration the switch is disabled, and a click
  // sent to it (not at a point on screen) would do nothing.
  await expect(toggle).toBeEnabled()
  await toggle.dispatchEvent('click')
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode)
  // The switch's label follows React's state, which the layout (the themed
  // logo) follows too.
  await expect(toggle).toHaveAttribute('title', `${mode} mode`)
}

// One test, one page, per width: 55 routes in two modes each.
test.describe.configure({ mode: 'parallel', timeout: 600_000 })

test.describe('every page fits at every width, light and dark', () => {
  for (const viewport of VIEWPORTS) {
    test(`${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport)
      const found: string[] = []
      let measuring = 0
      let slowest = { route: '', ms: 0 }
      const started = performance.now()
      // Each route is measured in the mode the last one ended in, then in the
      // other: one switch per route.
      let mode: Mode = 'light'
      for (const route of ROUTES) {
        await page.goto(route)
        await waitForHydration(page)
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode)
        for (const pass of [0, 1]) {
          if (pass === 1) {
            mode = mode === 'light' ? 'dark' : 'light'
            await switchTo(page, mode)
          }
          const before = performance.now()
          const problems = await page.evaluate(findLayoutProblems, LIMITS)
          const ms = performance.now() - before
          measuring += ms
          if (ms > slowest.ms) slowest = { route: `${route} ${mode}`, ms }
          for (const { rule, element, detail } of problems) {
            found.push(
              `${route} at ${viewport.width} px, ${mode}: [${rule}] ${element}: ${detail}`,
            )
          }
        }
      }
      const timing =
        `${ROUTES.length} routes × 2 modes in ${Math.round((performance.now() - started) / 1000)} s; ` +
        `measuring took ${Math.round(measuring)} ms in all, the slowest ${Math.round(slowest.ms)} ms (${slowest.route})`
      test.info().annotations.push({ type: 'timing', description: timing })
      console.log(`layout check at ${viewport.width} px: ${timing}`)
      expect(
        found,
        `${found.length} layout problem(s):\n${found.join('\n')}`,
      ).toEqual([])
    })
  }
})
