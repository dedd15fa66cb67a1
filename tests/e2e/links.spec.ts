import { expect, test, type Page } from '@playwright/test'
import movedPages from '../../links/moved-pages.json'
import { documentedErrorCodes } from '../../src/features/error-codes'
import { waitForHydration } from './hydration'
import { waitUntilSettled } from './settled'

// Links that readers already hold (manuals/links.md): the
// production error decoder, pages of the previous site, near misses, and
// sections of the previous site that now are aliases.
//
// A not-found address gets the plain not-found page from the server; what it
// says about the address (the guide) comes only after hydration, which a busy
// machine can take longer than an assertion's 5 s to reach: those tests wait
// for it first.

const CODES = documentedErrorCodes()
const heading = (page: Page) => page.getByRole('heading', { level: 1 })

test.describe('the production error decoder', () => {
  test('shows the full message of a code and links to the API that throws it', async ({
    page,
  }) => {
    const response = await page.goto('/Errors?code=1')
    expect(response?.status()).toBe(404)
    await waitForHydration(page)
    await expect(heading(page)).toHaveText('Redux Toolkit error 1')
    await expect(page).toHaveTitle('Redux Toolkit error 1 | Redux Toolkit')
    const entry = CODES.find((code) => code.code === 1)!
    await expect(page.locator('main blockquote')).toHaveText(entry.message)
    await page.locator('main').getByRole('link', { name: entry.api }).click()
    await expect(page).toHaveURL(/\/api\/configureStore#configurestore$/)
    await expect(page.locator('article h1')).toHaveText('configureStore')
  })

  test('shows the template parts of a message as placeholders, for /errors in any letter case', async ({
    page,
  }) => {
    const entry = CODES.find((code) => code.message.includes('${'))!
    await page.goto(`/errors?code=${entry.code}`)
    await waitForHydration(page)
    await expect(heading(page)).toHaveText(`Redux Toolkit error ${entry.code}`)
    const placeholder = page.locator('main blockquote var').first()
    await expect(placeholder).toHaveText(/^\$\{.+\}$/)
    await expect(page.locator('main blockquote')).toHaveText(entry.message)
  })

  for (const [search, says] of [
    ['?code=9999', /has no error 9999/],
    ['?code=abc', /“abc” is not an error code/],
    ['', /No error code was given/],
  ] as const) {
    test(`says so for ${search || 'no code'} and lists every known code`, async ({
      page,
    }) => {
      await page.goto(`/ERRORS${search}`)
      await waitForHydration(page)
      await expect(page.locator('main [role="status"]')).toHaveText(says)
      const known = page.locator('main h2 + ul > li')
      await expect(known).toHaveCount(CODES.length)
      await known.first().getByRole('link').click()
      await expect(heading(page)).toHaveText(
        `Redux Toolkit error ${CODES[0]!.code}`,
      )
    })
  }

  test('offers Retry when the messages cannot be downloaded', async ({
    page,
  }) => {
    let failing = true
    // The table is its own chunk: recognise it by a message it carries.
    await page.route('**/*.js', async (route) => {
      const response = await route.fetch()
      if (failing && (await response.text()).includes(CODES[0]!.message))
        return route.abort()
      return route.fulfill({ response })
    })
    await page.goto('/Errors?code=0')
    await waitForHydration(page)
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('The error messages could not be loaded')
    failing = false
    await alert.getByRole('button', { name: 'Retry' }).click()
    await expect(page.locator('main blockquote')).toHaveText(CODES[0]!.message)
  })
})

test.describe('pages of the previous site lead to the section that covers them', () => {
  for (const [from, moved] of Object.entries(movedPages)) {
    if (typeof moved !== 'object') continue
    test(from, async ({ page }) => {
      const response = await page.goto(from)
      expect(response?.status()).toBe(404)
      await waitForHydration(page)
      // One heading: the lead replaces "Page not found", the ways on stay.
      await expect(heading(page)).toHaveText('This page has moved')
      await expect(page.locator('main')).toContainText(
        `This is now covered in ${moved.label}.`,
      )
      await expect(
        page.locator('main').getByRole('link', { name: 'Home page' }),
      ).toHaveAttribute('href', '/')
      await expect(
        page.locator('main').getByRole('link', { name: moved.label }),
      ).toHaveAttribute('href', moved.to)
    })
  }

  test('following the lead lands on the section', async ({ page }) => {
    await page.goto('/api/createListenerMiddleware')
    await waitForHydration(page)
    await page
      .locator('main')
      .getByRole('link', { name: /listener middleware/ })
      .click()
    await expect(page).toHaveURL(/\/api\/other-exports#listener-middleware$/)
    await expect(page.locator('#listener-middleware')).toBeInViewport()
  })
})

test.describe('near misses', () => {
  test('a letter-case variant of a route leads to the route, keeping the section', async ({
    page,
  }) => {
    await page.goto('/api/createslice')
    await waitForHydration(page)
    await expect(page).toHaveURL(/\/api\/createSlice$/)
    await expect(page.locator('article h1')).toHaveText('createSlice')
    await page.goto('/API/CreateSlice#extrareducers')
    await waitForHydration(page)
    await expect(page).toHaveURL(/\/api\/createSlice#extrareducers$/)
    await expect(page.locator('#extrareducers')).toBeInViewport()
  })

  test('any other path offers the three best search results for its words', async ({
    page,
  }) => {
    const indexRequests: string[] = []
    page.on(
      'request',
      (request) =>
        request.url().includes('search-index.') &&
        indexRequests.push(request.url()),
    )
    await page.goto('/api/createEntityAdaptor')
    await waitForHydration(page)
    await expect(heading(page)).toHaveText('Page not found')
    const suggestions = page.locator(
      'main section[aria-labelledby="not-found-suggestions"] ol > li a',
    )
    await expect(suggestions).toHaveCount(3)
    await expect(suggestions.first()).toHaveAttribute(
      'href',
      /^\/api\/createEntityAdapter\b/,
    )
    expect(indexRequests).toHaveLength(1)
  })

  test('a path whose words find nothing says so', async ({ page }) => {
    await page.goto('/zzqx/wvvq')
    await waitForHydration(page)
    await expect(page.locator('main')).toContainText(
      'No results for “zzqx wvvq”',
    )
  })

  test('a docs page never downloads the search index or the not-found guide', async ({
    page,
  }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await page.goto('/api/createSlice')
    await waitUntilSettled(page)
    expect(requests.filter((url) => url.includes('search-index.'))).toEqual([])
    const scripts = await Promise.all(
      requests
        .filter((url) => url.endsWith('.js'))
        .map((url) =>
          page.request.get(url).then((response) => response.text()),
        ),
    )
    expect(
      scripts.filter((source) => source.includes('This is now covered in')),
    ).toEqual([])
  })
})

test.describe('sections of the previous site land on their topic', () => {
  for (const [path, id] of [
    ['/tutorials/typescript#define-typed-hooks', 'define-typed-hooks'],
    [
      '/usage/usage-guide#working-with-non-serializable-data',
      'working-with-non-serializable-data',
    ],
    [
      '/api/createSlice#the-extrareducers-builder-callback-notation',
      'extrareducers',
    ],
  ] as const) {
    test(path, async ({ page }) => {
      await page.goto(path)
      const target = page.locator(`[id="${path.split('#')[1]}"]`)
      await expect(target).toHaveCount(1)
      await expect(target).toBeInViewport()
      // The target is the start of its section: the heading is in view below the navbar.
      const section = page
        .locator(
          `h2#${id}, h3#${id}, h4#${id}, :is(h2, h3, h4):has(> [id="${path.split('#')[1]}"])`,
        )
        .first()
      await expect(section).toBeInViewport()
      const top = await section.evaluate(
        (element) => element.getBoundingClientRect().top,
      )
      const navbar = await page
        .locator('.navbar')
        .evaluate((element) => element.getBoundingClientRect().height)
      expect(top).toBeGreaterThanOrEqual(navbar - 1)
      expect(top).toBeLessThan(navbar + 80)
    })
  }
})
