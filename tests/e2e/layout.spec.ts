import { expect, test, type APIRequestContext } from '@playwright/test'

const REPOSITORY = 'https://github.com/reduxjs/redux-toolkit'

test('the document is English and carries the share image and favicon', async ({
  page,
}) => {
  await page.goto('/api/createSlice')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const ogImage = await page
    .locator('meta[property="og:image"]')
    .getAttribute('content')
  expect(ogImage).toMatch(/\/img\/social-card\.png$/)
  const image = await page.request.get(new URL(ogImage!).pathname)
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toBe('image/png')
  const png = await image.body()
  // PNG header: width and height are the big-endian words at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  const favicon = await page.locator('link[rel="icon"]').getAttribute('href')
  expect((await page.request.get(favicon!)).status()).toBe(200)
})

test('the navbar has the logo, title, five section links, the repository and the colour switch', async ({
  page,
}) => {
  await page.goto('/')
  const navbar = page.locator('nav.navbar')
  // Before hydration the theme renders one logo per colour mode.
  const logos = await navbar
    .locator('.navbar__brand img')
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).alt))
  expect(logos.length).toBeGreaterThan(0)
  expect(new Set(logos)).toEqual(new Set(['Redux Toolkit logo']))
  await expect(navbar.locator('.navbar__title')).toHaveText('Redux Toolkit')
  const expected: [string, string][] = [
    ['Getting Started', '/introduction/getting-started'],
    ['Tutorials', '/tutorials/overview'],
    ['Usage Guide', '/usage/usage-guide'],
    ['API', '/api/configureStore'],
    ['RTK Query', '/rtk-query/overview'],
  ]
  const left = navbar.locator(
    '.navbar__items:not(.navbar__items--right) a.navbar__link',
  )
  await expect(left).toHaveText(expected.map(([label]) => label))
  for (const [index, [, href]] of expected.entries()) {
    await expect(left.nth(index)).toHaveAttribute('href', href)
  }
  await expect(navbar.locator(`a[href="${REPOSITORY}"]`)).toBeVisible()
  await expect(
    navbar.getByRole('button', { name: /dark and light mode/i }),
  ).toBeVisible()

  // Each section link leads to a real page.
  for (const [label, href] of expected) {
    await left.getByText(label, { exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.locator('article h1')).toBeVisible()
  }
})

test('the footer has the Docs, Community and More groups and the copyright line', async ({
  page,
}) => {
  await page.goto('/')
  const footer = page.locator('footer')
  await expect(footer.locator('.footer__title')).toHaveText([
    'Docs',
    'Community',
    'More',
  ])
  const docs = footer.locator('.footer__col').nth(0)
  await expect(docs.locator('a')).toHaveText([
    'Getting Started',
    'Tutorials',
    'Usage Guide',
    'API Reference',
    'RTK Query',
  ])
  const hrefs = await footer
    .locator('.footer__col')
    .nth(1)
    .locator('a')
    .evaluateAll((links) =>
      links.map((link) => (link as HTMLAnchorElement).href),
    )
  expect(hrefs).toEqual(
    expect.arrayContaining([
      'https://stackoverflow.com/questions/tagged/redux',
      expect.stringMatching(/^https:\/\/discord\.gg\//),
      `${REPOSITORY}/discussions`,
    ]),
  )
  const more = await footer
    .locator('.footer__col')
    .nth(2)
    .locator('a')
    .evaluateAll((links) =>
      links.map((link) => (link as HTMLAnchorElement).href),
    )
  expect(more).toEqual(
    expect.arrayContaining([REPOSITORY, 'https://redux.js.org/']),
  )
  // Where tools and assistants start: llms.txt, a file (not a page) of the site.
  const llms = more.find((href) => href.endsWith('/llms.txt'))
  expect(llms).toBe(new URL('/llms.txt', page.url()).href)
  const index = await page.request.get(llms!)
  expect(index.status()).toBe(200)
  expect(await index.text()).toMatch(/^# Redux Toolkit\n/)
  await expect(footer.locator('.footer__copyright')).toHaveText(
    /^Copyright © 2015–2021 Dan Abramov and the Redux documentation authors\.$/,
  )
  // Internal footer links resolve to pages.
  for (const href of await docs
    .locator('a')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')!))) {
    expect((await page.request.get(href)).status(), href).toBe(200)
  }
})

test('the site colours from src/css/custom.css win over the theme defaults', async ({
  page,
}) => {
  await page.goto('/')
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement)
      .getPropertyValue('--ifm-color-primary')
      .trim(),
  )
  expect(primary).toBe('#764abc')
  await expect(page.locator('.hero--primary')).toHaveCSS(
    'background-color',
    'rgb(118, 74, 188)',
  )
})

test.describe('colour mode', () => {
  test.use({ colorScheme: 'dark' })

  test('defaults to light even when the OS prefers dark, and the choice persists', async ({
    page,
  }) => {
    await page.goto('/introduction/getting-started')
    const html = page.locator('html')
    await expect(html).toHaveAttribute('data-theme', 'light')
    await page.getByRole('button', { name: /dark and light mode/i }).click()
    await expect(html).toHaveAttribute('data-theme', 'dark')
    await page.reload()
    await expect(html).toHaveAttribute('data-theme', 'dark')
    await page.goto('/api/createSlice')
    await expect(html).toHaveAttribute('data-theme', 'dark')
  })
})

/**
 * The site's global data as the served build's scripts carry it: the bundler
 * inlines it as `JSON.parse('…')` with `\\` and `'` escaped.
 */
async function servedGlobalData(request: APIRequestContext) {
  const html = await (await request.get('/')).text()
  for (const [script] of html.matchAll(/\/assets\/js\/[\w~.-]+\.js/g)) {
    const code = await (await request.get(script)).text()
    const literal =
      /JSON\.parse\('(\{"docusaurus-plugin-content-docs"(?:[^'\\]|\\.)*)'\)/.exec(
        code,
      )?.[1]
    if (literal) return JSON.parse(literal.replace(/\\(.)/g, '$1'))
  }
  throw new Error('no script of / carries the global data')
}

test('the docs version is "current", labelled Next, the latest, with getting-started as its main doc', async ({
  request,
}) => {
  // The version and main doc are not rendered anywhere with a single
  // version, so the global data the pages' scripts carry is where they can
  // be read.
  const globalData = await servedGlobalData(request)
  const docs = globalData['docusaurus-plugin-content-docs'].default
  expect(docs.versions).toHaveLength(1)
  const [version] = docs.versions
  expect(version).toMatchObject({
    name: 'current',
    label: 'Next',
    isLast: true,
    mainDocId: 'introduction/getting-started',
  })
})

test('a page read with JavaScript disabled still shows its text, sidebar and links', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/api/configureStore')
  await expect(page.locator('article h1')).toHaveText('configureStore')
  expect(
    (await page.locator('.theme-doc-markdown').innerText()).length,
  ).toBeGreaterThan(300)
  await expect(
    page.locator(
      'aside.theme-doc-sidebar-container a[href="/api/createSlice"]',
    ),
  ).toBeAttached()
  await page.goto('/')
  await expect(page.locator('main pre code')).toContainText('createSlice')
  await context.close()
})
