import { expect, test, type Page } from '@playwright/test'
import { DOC_ROUTES } from '../support/routes'
import { waitForHydration } from './hydration'
import { waitUntilSettled } from './settled'

// A doc page's first load hydrates its lean form (src/features/lean-pages):
// static HTML read back from the server's page, interactive parts as React
// components. What the reader sees must be the server's page, and a page
// rendered in the browser (coming back to it) the whole page.

const CONTENT = '.theme-doc-markdown'

/**
 * The content's HTML, without what the browser adds by design: a table that
 * scrolls joins the Tab order (src/components/ScrollableTable).
 */
const contentHtml = (page: Page) =>
  page.locator(CONTENT).evaluate((element) => {
    const copy = element.cloneNode(true) as Element
    copy
      .querySelectorAll('table[tabindex]')
      .forEach((table) => table.removeAttribute('tabindex'))
    return copy.innerHTML
  })

/**
 * HTML as both sides write it: the server separates adjacent texts with
 * <!-- --> for hydration, which a page rendered in the browser has not, and
 * serialises a style as written (`text-align:center`) where the browser
 * writes its own form (`text-align: center;`), and React's ids (useId)
 * differ between a server render (`_R_…_`) and a browser render (`_r_…_`).
 */
const comparable = (html: string) =>
  html
    .replaceAll('<!-- -->', '')
    .replace(/_[Rr]_[0-9a-z]+_/g, '_id_')
    .replace(
      /style="([^"]*)"/g,
      (_, style: string) => `style="${style.replace(/\s+|;$/g, '')}"`,
    )

/** The content as the server sent it, captured before any script runs. */
async function serverContentHtml(page: Page): Promise<string> {
  return page.evaluate(
    () => (window as unknown as { __serverContent: string }).__serverContent,
  )
}

async function captureServerContent(page: Page) {
  await page.addInitScript((selector) => {
    document.addEventListener('DOMContentLoaded', () => {
      ;(window as unknown as { __serverContent: string }).__serverContent =
        document.querySelector(selector)!.innerHTML
    })
  }, CONTENT)
}

/** The JavaScript chunks the page requested, by file name. */
function requestedChunks(page: Page): string[] {
  const chunks: string[] = []
  page.on('request', (request) => {
    const match = /\/assets\/js\/([^/]+\.js)$/.exec(request.url())
    if (match) chunks.push(match[1]!)
  })
  return chunks
}

function problemsOf(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

test.describe('the first load of a doc page', () => {
  test('the first load of every doc page hydrates to exactly the server’s content, with no error', async ({
    page,
  }) => {
    test.setTimeout(DOC_ROUTES.length * 15_000)
    await captureServerContent(page)
    const problems = problemsOf(page)
    const chunks = requestedChunks(page)
    for (const route of DOC_ROUTES) {
      chunks.length = 0
      await page.goto(route)
      await waitForHydration(page)
      const server = await serverContentHtml(page)
      expect(server.length, route).toBeGreaterThan(1000)
      expect(await contentHtml(page), route).toBe(server)
      // Its lean chunk, not its full one: nothing of a doc's prose came twice.
      expect(
        chunks.filter((name) => name.startsWith('lean-')),
        route,
      ).toHaveLength(1)
      // React did not build the prose: inside the content's top-level
      // paragraphs, lists, headings and tables (static unless they hold a
      // component), next to no element has a fiber (in the full form, every
      // one has).
      const { owned, all } = await page.locator(CONTENT).evaluate((element) => {
        const prose = element.querySelectorAll(
          ':scope > :is(p, ul, ol, h2, h3, h4, table) *',
        )
        return {
          all: prose.length,
          owned: Array.from(prose).filter((node) =>
            Object.keys(node).some((key) => key.startsWith('__reactFiber')),
          ).length,
        }
      })
      expect(owned, `${route}: ${owned} of ${all} elements`).toBeLessThan(
        all / 10,
      )
      expect(problems, route).toEqual([])
    }
  })

  test('links in the static HTML navigate inside the app, and load their page on hover', async ({
    page,
  }) => {
    await page.goto('/usage/usage-guide')
    await waitUntilSettled(page)
    await page.evaluate(() => {
      ;(window as unknown as { firstDocument: boolean }).firstDocument = true
    })
    const link = page.locator(`${CONTENT} > p a[href="/tutorials/quick-start"]`)
    await expect(link).toHaveCount(1)
    const loadsOnHover = page.waitForRequest((request) =>
      /\/assets\/js\/[^/]+\.js$/.test(request.url()),
    )
    await link.hover()
    await loadsOnHover
    await link.click()
    await expect(page).toHaveURL(/\/tutorials\/quick-start$/)
    await expect(page.locator('article h1')).toHaveText(/Quick Start$/)
    expect(
      await page.evaluate(
        () => (window as unknown as { firstDocument?: boolean }).firstDocument,
      ),
    ).toBe(true)
  })

  test('a link to a section of the page stays the browser’s: the URL takes the hash', async ({
    page,
  }) => {
    await page.goto('/api/createSlice')
    await waitForHydration(page)
    const hashLink = page.locator(`${CONTENT} h2 a.hash-link`).first()
    const href = (await hashLink.getAttribute('href'))!
    await hashLink.click()
    await expect(page).toHaveURL(new RegExp(`/api/createSlice${href}$`))
  })
})

test('a page first loaded lean is rendered whole when the reader comes back to it in the app', async ({
  page,
}) => {
  await captureServerContent(page)
  const problems = problemsOf(page)
  await page.goto('/api/createSlice')
  await waitUntilSettled(page)
  const server = await serverContentHtml(page)
  const link = page.locator(`${CONTENT} a[href="/api/createReducer"]`).first()
  await link.click()
  await expect(page).toHaveURL(/\/api\/createReducer$/)
  await expect(page.locator('article h1')).toHaveText('createReducer')
  await page.goBack()
  await expect(page).toHaveURL(/\/api\/createSlice$/)
  await expect(page.locator('article h1')).toHaveText('createSlice')
  await expect
    .poll(async () => comparable(await contentHtml(page)))
    .toBe(comparable(server))
  expect(problems).toEqual([])
})

test('client-side navigation to every doc page renders its whole content', async ({
  page,
  request,
}) => {
  test.setTimeout(DOC_ROUTES.length * 10_000)
  const problems = problemsOf(page)
  await page.goto('/')
  await waitForHydration(page)
  for (const route of DOC_ROUTES) {
    // The page as the server renders it, in a document of its own without scripts.
    const html = await (await request.get(route)).text()
    const server = await page.evaluate(
      ([text, selector]) =>
        new DOMParser()
          .parseFromString(text, 'text/html')
          .querySelector(selector)!.innerHTML,
      [html, CONTENT] as const,
    )
    await page.evaluate((path) => {
      // What a <Link> does: a history entry the router follows.
      window.history.pushState({}, '', path)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, route)
    await expect(page).toHaveURL(new RegExp(`${route}$`))
    await expect
      .poll(async () => comparable(await contentHtml(page)), {
        message: route,
      })
      .toBe(comparable(server))
  }
  expect(problems).toEqual([])
})
