import { expect, test, type Page } from '@playwright/test'
import { SIDEBARLESS_ROUTE } from '../support/routes'
import { waitForHydration } from './hydration'

const NOTICE = '[aria-label="Brave browser notice"]'

async function pretendToBeBrave(page: Page, answer = true) {
  await page.addInitScript((isBrave) => {
    const w = window as unknown as { braveAsked: boolean }
    w.braveAsked = false
    Object.defineProperty(navigator, 'brave', {
      value: {
        isBrave: () => {
          w.braveAsked = true
          return Promise.resolve(isBrave)
        },
      },
    })
  }, answer)
}

/**
 * Waits until detection's answer is on the screen: the caution sets
 * `data-brave-checked` on <html> after rendering it (or not), so a caution
 * absent then stays absent.
 */
const waitForBraveCheck = (page: Page) =>
  page.locator('html[data-brave-checked]').waitFor({ state: 'attached' })

test('Brave readers see the caution on docs pages, with and without a sidebar', async ({
  page,
}) => {
  await pretendToBeBrave(page)
  for (const route of ['/api/createSlice', SIDEBARLESS_ROUTE]) {
    await page.goto(route)
    // The caution appears on hydration, which a busy machine can delay past 5 s.
    await waitForHydration(page)
    const notice = page.locator(NOTICE)
    await expect(notice).toBeVisible()
    await expect(notice).toContainText('Brave Shields')
    // It sits inside the docs layout, above the article.
    await expect(page.locator(`main ${NOTICE} + *`).first()).toBeAttached()
  }
})

test('dismissing the caution keeps it dismissed across pages and reloads', async ({
  page,
}) => {
  await pretendToBeBrave(page)
  await page.goto('/api/createSlice')
  await page.locator(NOTICE).getByRole('button', { name: 'Dismiss' }).click()
  await expect(page.locator(NOTICE)).toHaveCount(0)
  await page.reload()
  await waitForBraveCheck(page)
  await expect(page.locator(NOTICE)).toHaveCount(0)
  await page.goto('/api/createAction')
  await waitForBraveCheck(page)
  await expect(page.locator(NOTICE)).toHaveCount(0)
})

test('no caution for other browsers, when Brave says no, or on the home page', async ({
  page,
}) => {
  await page.goto('/api/createSlice')
  await waitForBraveCheck(page)
  await expect(page.locator(NOTICE)).toHaveCount(0)

  const page2 = await page.context().newPage()
  await pretendToBeBrave(page2, false)
  await page2.goto('/api/createSlice')
  await waitForBraveCheck(page2)
  await expect(page2.locator(NOTICE)).toHaveCount(0)

  // The home page is outside the docs layout, so nothing sets the end state
  // there. Detection starts in an effect of the first render, and
  // data-has-hydrated comes a render later: had the home page asked the
  // browser, it would have done so by hydration.
  const page3 = await page.context().newPage()
  await pretendToBeBrave(page3)
  await page3.goto('/')
  await waitForHydration(page3)
  expect(
    await page3.evaluate(
      () => (window as unknown as { braveAsked: boolean }).braveAsked,
    ),
  ).toBe(false)
  await expect(page3.locator(NOTICE)).toHaveCount(0)
})

test('the caution is never in the server-rendered HTML', async ({
  request,
}) => {
  const html = await (await request.get('/api/createSlice')).text()
  expect(html).not.toContain('Brave')
})
