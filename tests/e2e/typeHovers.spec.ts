import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { quickInfoOracle } from '../support/quickInfoOracle'
import { highlightPaints } from './highlightPaint'
import { waitForHydration } from './hydration'
import { waitUntilSettled } from './settled'

/**
 * A name in a sample: the page, a snippet of the TypeScript that holds it
 * (the case is the first code block on the page holding it), and the name
 * within the snippet.
 */
interface Case {
  what: string
  route: string
  snippet: string
  name: string
}

const CASES: Case[] = [
  {
    what: 'builder in an extraReducers callback',
    route: '/api/createSlice',
    snippet: 'extraReducers: (builder) => {',
    name: 'builder',
  },
  {
    what: 'a PayloadAction parameter',
    route: '/api/createSlice',
    snippet: 'todoAdded(state, action: PayloadAction<Todo>)',
    name: 'action',
  },
  {
    what: 'a generated query hook',
    route: '/rtk-query/overview',
    snippet: 'export const { useGetUsersQuery } = usersApi',
    name: 'useGetUsersQuery',
  },
  {
    what: 'the result of api.endpoints.x.select()',
    route: '/rtk-query/usage-with-typescript',
    snippet: 'const selectTags = api.endpoints.getTags.select()',
    name: 'selectTags',
  },
  {
    what: 'RootState',
    route: '/usage/usage-with-typescript',
    snippet: 'export type RootState = ReturnType<typeof store.getState>',
    name: 'RootState',
  },
  {
    what: 'AppDispatch',
    route: '/usage/usage-with-typescript',
    snippet: 'export type AppDispatch = typeof store.dispatch',
    name: 'AppDispatch',
  },
  {
    what: 'an entity adapter selector',
    route: '/api/createEntityAdapter',
    snippet: 'const { selectAll } = postsAdapter.getSelectors()',
    name: 'selectAll',
  },
  {
    what: 'what createAsyncThunk returns',
    route: '/api/createAsyncThunk',
    snippet: 'export const fetchUserById = createAsyncThunk(',
    name: 'fetchUserById',
  },
  {
    what: 'a fetchBaseQuery result',
    route: '/rtk-query/usage-with-typescript',
    snippet: "export const baseQuery = fetchBaseQuery({ baseUrl: '/api' })",
    name: 'baseQuery',
  },
  {
    what: 'a createSelector result',
    route: '/api/createSelector',
    snippet: 'export const selectCompletedTodos = createSelector(',
    name: 'selectCompletedTodos',
  },
]

/** The sample that holds the snippet as the reader sees it: each file the block shows, named by its title. */
async function shownFiles(page: Page, snippet: string) {
  return page
    .locator('pre code')
    .filter({ hasText: snippet })
    .filter({ visible: true })
    .first()
    .evaluate((element) => {
      const shown = element.closest('.theme-code-block')!
      // A block split into files shows each in the same tab panel.
      const panel = shown.closest('[role="tabpanel"]')
      const blocks = panel
        ? [...panel.querySelectorAll('.theme-code-block')]
        : [shown]
      return blocks.map((block) => ({
        title: block.querySelector('[class*="codeBlockTitle"]')?.textContent,
        lang: /\blanguage-(tsx?)\b/.exec(block.className)?.[1] ?? 'ts',
        code: block.querySelector('pre code')!.textContent ?? '',
        holdsSnippet: block === shown,
      }))
    })
}

/**
 * What the popup must say: quick info at the name, asked of a plain
 * TypeScript program (tests/support/quickInfoOracle.ts) over the code the
 * page shows and the installed packages. Independent of the site's code: no
 * sample reading, no hovers' program, no cache. Each case is a sample whose
 * shown files compile on their own (no hidden file supplies what they use),
 * which the oracle checks first.
 */
async function expectedText(page: Page, item: Case): Promise<string> {
  const files = await shownFiles(page, item.snippet)
  // A title that is a path names the file (imports between shown files
  // use it); another title ("Calling a void endpoint") is a caption.
  const named = files.map((file, index) => ({
    ...file,
    name: /^[\w./-]+\.tsx?$/.test(file.title ?? '')
      ? file.title!
      : `sample${index}.${file.lang}`,
  }))
  const oracle = quickInfoOracle(
    Object.fromEntries(named.map(({ name, code }) => [name, code])),
  )
  const shown = named.find(({ holdsSnippet }) => holdsSnippet)!
  for (const { name } of named)
    expect(oracle.errors(name), `${item.what}: ${name}`).toEqual([])
  const offset =
    shown.code.indexOf(item.snippet) + item.snippet.indexOf(item.name)
  return oracle.quickInfo(shown.name, offset)
}

/** The viewport point at the middle of a name in the first visible code block holding the snippet. */
async function pointOf(page: Page, snippet: string, name: string) {
  const code = page
    .locator('pre code')
    .filter({ hasText: snippet })
    .filter({ visible: true })
    .first()
  await code.scrollIntoViewIfNeeded()
  return code.evaluate(
    (element, { snippet, name }) => {
      const text = element.textContent ?? ''
      const offset = text.indexOf(snippet) + snippet.indexOf(name)
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      let start = 0
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = (node as Text).length
        if (offset < start + length) {
          const range = document.createRange()
          range.setStart(node, offset - start)
          range.setEnd(node, offset - start + 1)
          const rect = range.getBoundingClientRect()
          return {
            x: rect.left + rect.width / 2,
            y: rect.top + rect.height / 2,
          }
        }
        start += length
      }
      throw new Error(`${name} not found`)
    },
    { snippet, name },
  )
}

/** Rests the mouse on `name` in the visible block that shows `snippet`; gives the point. */
async function pointAt(page: Page, snippet: string, name: string) {
  const point = await pointOf(page, snippet, name)
  await page.mouse.move(point.x, point.y)
  return point
}

const hoversRequests = (page: Page) => {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/assets/type-hovers/')) urls.push(request.url())
  })
  return urls
}

const tooltip = (page: Page) => page.getByRole('tooltip')

/** The first code block of the page whose code holds the snippet. */
const codeBlockWith = (page: Page, snippet: string) =>
  page
    .locator('.theme-code-block')
    .filter({ has: page.locator('pre code', { hasText: snippet }) })
    .first()

const hintOf = (page: Page) =>
  page.getByText('Press Enter to step through the names and their types')

const widthOf = async (locator: Locator) =>
  (await locator.boundingBox())?.width ?? 0

/** Tab into a code block as a keyboard user does: from the element before it. */
async function tabInto(page: Page, pre: Locator) {
  await pre.evaluate((element) => {
    const before = document.createElement('button')
    before.textContent = 'before the block'
    element.closest('.theme-code-block')!.before(before)
    before.focus()
  })
  await page.keyboard.press('Tab')
  await expect(pre).toBeFocused()
}

test.describe('type hovers', () => {
  for (const item of CASES) {
    test(`mouse: ${item.what} shows what the program's quick info says`, async ({
      page,
    }) => {
      await page.goto(item.route)
      const expected = await expectedText(page, item)
      await waitForHydration(page)
      await pointAt(page, item.snippet, item.name)
      await expect(tooltip(page)).toBeVisible()
      await expect(tooltip(page)).toHaveAttribute(
        'aria-label',
        `Type of ${item.name}`,
      )
      expect(await tooltip(page).locator('code').textContent()).toBe(expected)
    })
  }

  test('the name shown is marked in the code, in light and dark mode', async ({
    page,
  }) => {
    await page.goto('/api/createSlice')
    await waitForHydration(page)
    for (const mode of ['light', 'dark']) {
      if (mode === 'dark')
        await page.getByRole('button', { name: /dark and light mode/i }).click()
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode)
      await pointAt(page, 'extraReducers: (builder) => {', 'builder')
      await expect(tooltip(page)).toBeVisible()
      expect(await highlightPaints(page, 'type-hover'), mode).toBe(true)
      await page.mouse.move(5, 5)
      await expect(tooltip(page)).toBeHidden()
    }
  })

  test('nothing is fetched with the page; the first hover fetches the page’s file, once', async ({
    page,
  }) => {
    const requests = hoversRequests(page)
    await page.goto('/api/createSlice')
    await waitUntilSettled(page)
    expect(requests).toEqual([])
    await pointAt(page, 'extraReducers: (builder) => {', 'builder')
    await expect(tooltip(page)).toBeVisible()
    await pointAt(page, 'todoAdded(state, action', 'action')
    await expect(tooltip(page)).toHaveAttribute('aria-label', 'Type of action')
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatch(/\/assets\/type-hovers\/[0-9a-f]+\.json$/)
  })

  test('mouse: Escape closes the popup, moving off the name closes it, the JavaScript tab has the same types', async ({
    page,
  }) => {
    await page.goto('/api/createSlice')
    await waitForHydration(page)
    const snippet = 'extraReducers: (builder) => {'
    const point = await pointAt(page, snippet, 'builder')
    await expect(tooltip(page)).toBeVisible()
    const typescript = await tooltip(page).locator('code').textContent()
    await page.keyboard.press('Escape')
    await expect(tooltip(page)).toBeHidden()

    await page.mouse.move(point.x + 1, point.y)
    await expect(tooltip(page)).toBeVisible()
    await page.mouse.move(5, 5)
    await expect(tooltip(page)).toBeHidden()

    const tabs = page
      .locator('.tabs-container')
      .filter({ has: page.locator('pre code', { hasText: snippet }) })
      .first()
    await tabs.getByRole('tab', { name: 'JavaScript' }).click()
    await pointAt(page, snippet, 'builder')
    await expect(tooltip(page)).toBeVisible()
    expect(await tooltip(page).locator('code').textContent()).toBe(typescript)
  })

  test('keyboard: Enter on a focused block steps through its names, each announced; Escape steps out', async ({
    page,
  }) => {
    await page.goto('/tutorials/typescript')
    await waitForHydration(page)
    const snippet = 'export type RootState = ReturnType<typeof store.getState>'
    const pre = codeBlockWith(page, snippet).locator('pre')
    await tabInto(page, pre)
    const hint = hintOf(page)
    // Shown while the block has the keyboard's focus, and its description.
    await expect.poll(() => widthOf(hint)).toBeGreaterThan(10)
    await expect(pre).toHaveAttribute(
      'aria-describedby',
      (await hint.getAttribute('id'))!,
    )

    await page.keyboard.press('Enter')
    // Out of sight (read only by screen readers) while stepping through.
    await expect.poll(() => widthOf(hint)).toBeLessThanOrEqual(1)
    const status = pre.locator('xpath=..').getByRole('status')
    // The block's first name: the import of configureStore.
    await expect(tooltip(page)).toHaveAttribute(
      'aria-label',
      'Type of configureStore',
    )
    await expect(status).toHaveText(
      /^configureStore: \(alias\) function configureStore/,
    )
    await page.keyboard.press('ArrowRight')
    await expect(tooltip(page)).toHaveAttribute(
      'aria-label',
      'Type of tasksReducer',
    )
    await page.keyboard.press('ArrowLeft')
    await expect(tooltip(page)).toHaveAttribute(
      'aria-label',
      'Type of configureStore',
    )
    await page.keyboard.press('End')
    await expect(tooltip(page)).toHaveAttribute('aria-label', 'Type of store')
    await page.keyboard.press('ArrowUp')
    await expect(tooltip(page)).toHaveAttribute(
      'aria-label',
      'Type of AppDispatch',
    )
    await expect(status).toHaveText(
      `AppDispatch: ${await tooltip(page).locator('code').textContent()}`,
    )
    await page.keyboard.press('Escape')
    await expect(tooltip(page)).toBeHidden()
    await expect(pre).toBeFocused()
    // Outside the names, the arrow keys are the block's own again.
    await page.keyboard.press('ArrowRight')
    await expect(tooltip(page)).toBeHidden()
  })

  test('touch: a tap shows the type, a tap elsewhere hides it', async ({
    browser,
  }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true })
    const page = await context.newPage()
    await page.goto('/api/createSlice')
    await waitForHydration(page)
    const point = await pointOf(
      page,
      'extraReducers: (builder) => {',
      'builder',
    )
    await page.touchscreen.tap(point.x, point.y)
    await expect(tooltip(page)).toHaveAttribute('aria-label', 'Type of builder')
    await page.touchscreen.tap(5, point.y)
    await expect(tooltip(page)).toBeHidden()
    await context.close()
  })

  test('axe: the popup and the keyboard hint have no violation, light and dark', async ({
    page,
  }) => {
    await page.goto('/api/createSlice')
    await waitForHydration(page)
    const snippet = 'extraReducers: (builder) => {'
    const block = codeBlockWith(page, snippet)
    const found: string[] = []
    for (const mode of ['light', 'dark']) {
      if (mode === 'dark') {
        await page.getByRole('button', { name: /dark and light mode/i }).click()
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
      }
      await tabInto(page, block.locator('pre'))
      await expect.poll(() => widthOf(hintOf(page))).toBeGreaterThan(10)
      await pointAt(page, snippet, 'builder')
      await expect(tooltip(page)).toBeVisible()
      const results = await new AxeBuilder({ page })
        .include('[role="tooltip"]')
        .include('.theme-code-block:has([aria-keyshortcuts])')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze()
      found.push(
        ...results.violations.map(
          (v) => `${mode}: ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`,
        ),
      )
      await page.keyboard.press('Escape')
    }
    expect(found).toEqual([])
  })
})
