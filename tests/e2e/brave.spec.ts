import { expect, test, type Page } from '@playwright/test'
import { SIDEBARLESS_ROUTE } from './routes'
import { waitForHydration } from './hydration'

const NOTICE = '[aria-label="Brave browser notice"]'

async function pretendToBeBrave(page: Page, answer = true) {
  await page.addInitScript((isBrave) => {
    Object.defineProperty(navigator, 'brave', {
      value: { isBrave: () => Promise.resolve(isBrave) },
    })
  }, answer)
}

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
  await page.locator('article h1').waitFor()
  await page.goto('/api/createAction')
  // Give the async detection time to have run before asserting absence.
  await waitForHydration(page)
  await page.waitForTimeout(200)
  await expect(page.locator(NOTICE)).toHaveCount(0)
})

test('no caution for other browsers, when Brave says no, or on the home page', async ({
  page,
}) => {
  await page.goto('/api/createSlice')
  await waitForHydration(page)
  await page.waitForTimeout(200)
  await expect(page.locator(NOTICE)).toHaveCount(0)

  const page2 = await page.context().newPage()
  await pretendToBeBrave(page2, false)
  await page2.goto('/api/createSlice')
  await waitForHydration(page2)
  await page2.waitForTimeout(200)
  await expect(page2.locator(NOTICE)).toHaveCount(0)

  const page3 = await page.context().newPage()
  await pretendToBeBrave(page3)
  await page3.goto('/')
  await waitForHydration(page3)
  await page3.waitForTimeout(200)
  await expect(page3.locator(NOTICE)).toHaveCount(0)
})

test('the caution is never in the server-rendered HTML', async ({
  request,
}) => {
  const html = await (await request.get('/api/createSlice')).text()
  expect(html).not.toContain('Brave')
})
