import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { turnDataSaverOn } from './dataSaver'
import { waitForHydration } from './hydration'

const PAGE = '/api/createSlice'
const TWIN = `${PAGE}.md`
/** A twin's start: the note on where the index is, then the page's title. */
const TWIN_START =
  /^> Redux Toolkit documentation for tools and assistants\.[^\n]*\n\n# createSlice\n/

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

const copyButton = (page: Page) =>
  page.getByRole('button', { name: 'Copy page' })
const status = (page: Page) => page.locator('article [role="status"]')

test('Copy page puts the page’s Markdown on the clipboard', async ({
  page,
  request,
}) => {
  const requested: string[] = []
  page.on('request', (r) => requested.push(new URL(r.url()).pathname))
  // No prefetching: the scripts counted below are the page's and the click's.
  await turnDataSaverOn(page)
  await page.goto(PAGE)
  await waitForHydration(page, { also: 'article button' })
  await page.evaluate(() => document.fonts.ready)
  const scriptsBefore = requested.filter((p) => p.endsWith('.js')).length
  expect(requested).not.toContain(TWIN)

  // By keyboard: the button takes the focus and Enter presses it.
  await copyButton(page).focus()
  await expect(copyButton(page)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(status(page)).toHaveText(
    'The page’s Markdown is on the clipboard.',
  )
  expect(requested).toContain(TWIN)
  // The fetching code came with the click, not with the page.
  expect(requested.filter((p) => p.endsWith('.js')).length).toBeGreaterThan(
    scriptsBefore,
  )

  const twin = await (await request.get(TWIN)).text()
  expect(twin).toMatch(TWIN_START)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin)

  const view = page.getByRole('link', { name: 'View as Markdown' })
  await expect(view).toHaveAttribute('href', TWIN)
})

test('when the Markdown cannot be fetched, Copy page says why and offers Retry', async ({
  page,
}) => {
  // Two axe scans of a long article: as in accessibility.spec.ts, a busy
  // machine needs more than the default 30 s.
  test.setTimeout(120_000)
  await page.route(`**${TWIN}`, (route) =>
    route.fulfill({ status: 503, body: 'down for maintenance' }),
  )
  await page.goto(PAGE)
  await waitForHydration(page, { also: 'article button' })
  // The clipboard belongs to the browser, which other tests use too.
  await page.evaluate(() =>
    navigator.clipboard.writeText('what the reader had copied'),
  )
  await copyButton(page).click()
  await expect(status(page)).toContainText('Could not copy the page')
  await expect(status(page)).toContainText('503')
  const retry = status(page).getByRole('button', { name: 'Retry' })
  await expect(retry).toBeVisible()
  // The clipboard belongs to the browser, which earlier tests of this worker used.
  expect(await page.evaluate(() => navigator.clipboard.readText())).not.toMatch(
    TWIN_START,
  )

  for (const theme of ['light', 'dark']) {
    await page.evaluate(
      (mode) => document.documentElement.setAttribute('data-theme', mode),
      theme,
    )
    const results = await new AxeBuilder({ page })
      .include('article')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(
      results.violations.map((v) => `${theme}: ${v.id} ${v.help}`),
    ).toEqual([])
  }

  await page.unroute(`**${TWIN}`)
  await retry.click()
  await expect(status(page)).toHaveText(
    'The page’s Markdown is on the clipboard.',
  )
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    TWIN_START,
  )
})
