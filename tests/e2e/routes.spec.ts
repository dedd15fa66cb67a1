import { expect, test } from '@playwright/test'
import { DOC_ROUTES, SIDEBARLESS_ROUTE } from '../support/routes'
import { waitForHydration } from './hydration'

const SIDEBAR = 'aside.theme-doc-sidebar-container'

test.describe('every documentation route renders its page', () => {
  for (const route of DOC_ROUTES) {
    test(route, async ({ page }) => {
      const response = await page.goto(route)
      expect(response?.status()).toBe(200)
      const heading = page.locator('article h1').first()
      await expect(heading).toBeVisible()
      const title = (await heading.textContent())?.trim() ?? ''
      expect(title.length).toBeGreaterThan(2)
      await expect(page).toHaveTitle(`${title} | Redux Toolkit`)
      // Exact route: the URL did not move and the page body has real text.
      expect(new URL(page.url()).pathname).toBe(route)
      expect(
        (await page.locator('.theme-doc-markdown').innerText()).length,
      ).toBeGreaterThan(300)
      if (route === SIDEBARLESS_ROUTE) {
        await expect(page.locator(SIDEBAR)).toHaveCount(0)
      } else {
        await expect(page.locator(SIDEBAR)).toBeVisible()
        await expect(
          page.locator(`${SIDEBAR} a[aria-current="page"]`),
        ).toHaveAttribute('href', route)
      }
    })
  }
})

test('the sidebar has the planned categories, without the hidden page', async ({
  page,
}) => {
  const categories = (route: string) =>
    page
      .goto(route)
      .then(() =>
        page.locator(`${SIDEBAR} .menu__link--sublist`).allInnerTexts(),
      )
  // Categories of the section a page belongs to are expanded on that page.
  expect(await categories('/api/createSlice')).toEqual(
    expect.arrayContaining([
      'Introduction',
      'Tutorials',
      'Using Redux Toolkit',
      'API Reference',
      'Store Setup',
      'Reducers and Actions',
      'Other',
      'RTK Query',
    ]),
  )
  expect(await categories('/rtk-query/api/created-api/hooks')).toEqual(
    expect.arrayContaining([
      'RTK Query',
      'Using RTK Query',
      'API Reference',
      'Generated API Slices',
    ]),
  )
  await expect(
    page.locator(`${SIDEBAR} a[href="${SIDEBARLESS_ROUTE}"]`),
  ).toHaveCount(0)
  await expect(page.locator(`${SIDEBAR} a[aria-current="page"]`)).toHaveText(
    'React Hooks',
  )
})

test('the sidebar leads to sections that have no page of their own, and they land there', async ({
  page,
}) => {
  // sidebars.ts: Next.js, server rendering and the migration guides are
  // sections of the Usage Guide and of Cache Behavior.
  await page.goto('/usage/usage-guide')
  const category = page.locator(`${SIDEBAR} .menu__list-item`, {
    has: page.getByText('Using Redux Toolkit', { exact: true }),
  })
  const links = category.locator('a.menu__link:not(.menu__link--sublist)')
  expect(
    await links.evaluateAll((anchors) =>
      anchors.map((a) => [a.textContent, a.getAttribute('href')]),
    ),
  ).toEqual([
    ['Usage Guide', '/usage/usage-guide'],
    ['Writing Reducers with Immer', '/usage/immer-reducers'],
    ['Usage With TypeScript', '/usage/usage-with-typescript'],
    ['Next.js Setup', '/usage/usage-guide#setting-up-with-nextjs'],
    [
      'Server Rendering',
      '/rtk-query/usage/cache-behavior#server-side-rendering',
    ],
    ['Testing', '/usage/usage-guide#testing'],
    [
      'Migrating to RTK 2.0',
      '/usage/usage-guide#migrating-to-rtk-20-and-redux-50',
    ],
    [
      'Migrating to Modern Redux',
      '/usage/usage-guide#migrating-to-modern-redux',
    ],
  ])
  // Only the page itself is current, not its sections.
  await expect(page.locator(`${SIDEBAR} a[aria-current="page"]`)).toHaveText(
    'Usage Guide',
  )

  await links.filter({ hasText: 'Migrating to Modern Redux' }).click()
  await expect(page).toHaveURL(
    /\/usage\/usage-guide#migrating-to-modern-redux$/,
  )
  await expect(page.locator('#migrating-to-modern-redux')).toBeInViewport()
  await links.filter({ hasText: 'Testing' }).click()
  await expect(page).toHaveURL(/\/usage\/usage-guide#testing$/)
  await expect(page.locator('#testing')).toBeInViewport()
  await links.filter({ hasText: 'Server Rendering' }).click()
  await expect(page).toHaveURL(
    /\/rtk-query\/usage\/cache-behavior#server-side-rendering$/,
  )
  await expect(page.locator('#server-side-rendering')).toBeInViewport()
})

test('unknown paths get the not-found page with HTTP 404 and ways on', async ({
  page,
}) => {
  for (const path of [
    '/no/such/page',
    '/api/createslice-typo',
    '/rtk-query/overview/extra',
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Page not found',
    )
    const main = page.locator('main')
    await expect(main.getByRole('link', { name: 'Home page' })).toHaveAttribute(
      'href',
      '/',
    )
    await expect(
      main.getByRole('link', { name: 'Getting Started' }),
    ).toHaveAttribute('href', '/introduction/getting-started')
    await expect(
      main.getByRole('link', { name: 'Search the docs' }),
    ).toHaveAttribute('href', '/search')
  }
})

test('a client-side navigation to an unknown path also shows the not-found page', async ({
  page,
}) => {
  await page.goto('/no/such/page')
  // Before React owns the link, a click is a full page load: the test would
  // pass without a client-side navigation.
  await waitForHydration(page)
  await page.evaluate(() => Object.assign(window, { firstDocument: true }))
  await page
    .locator('main')
    .getByRole('link', { name: 'Getting Started' })
    .click()
  await expect(page.locator('article h1')).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Page not found',
  )
  // Both ways were client-side: the document that was loaded first remains.
  expect(await page.evaluate(() => 'firstDocument' in window)).toBe(true)
})

test('the home page has the hero, a code example and the strengths grid', async ({
  page,
}) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(/Redux Toolkit/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Redux Toolkit',
  )
  await expect(page.locator('.hero__subtitle')).toHaveText(
    'The official, opinionated, batteries-included toolset for efficient Redux development',
  )
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
    'href',
    '/introduction/getting-started',
  )
  const code = page.locator('main pre code')
  await expect(code).toContainText('createSlice')
  await expect(code).toContainText('configureStore')
  await expect(page.locator('main section ul > li')).toHaveCount(6)
  // No sidebar and no docs layout on the home page.
  await expect(page.locator(SIDEBAR)).toHaveCount(0)
})
