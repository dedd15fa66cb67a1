import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './hydration'

// The search box's own keys (Ctrl+K, arrows, Enter, Escape) are covered in search.spec.ts.

const DOC = '/introduction/getting-started'
const SIDEBAR = 'aside.theme-doc-sidebar-container'

async function open(page: Page, url: string) {
  await page.goto(url)
  await waitForHydration(page)
}

/** A short description of the focused element, for failure messages. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return 'body'
    const text = (
      element.getAttribute('aria-label') ??
      element.textContent ??
      ''
    )
      .trim()
      .slice(0, 40)
    return `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} “${text}”`
  })

// Generous for a loaded machine: the focus-ring walk makes 70 round trips to the page.
test.describe.configure({ mode: 'parallel', timeout: 60_000 })

for (const url of [DOC, '/', '/search']) {
  test(`${url}: the first Tab shows a “Skip to main content” link, and Enter moves the focus to the main content`, async ({
    page,
  }) => {
    await open(page, url)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport({ ratio: 1 })

    await page.keyboard.press('Enter')
    // On <main> itself, so a screen reader announces it; not back on <body>.
    await expect(page.locator('main').first()).toBeFocused()
    await expect(skip).not.toBeInViewport()
    expect(new URL(page.url()).hash).toBe('')
    // The next Tab goes to the first link or control in it: the navbar and sidebar are skipped.
    await page.keyboard.press('Tab')
    const inMain = await page.evaluate(
      () => !!document.activeElement?.closest('main'),
    )
    expect(
      inMain,
      `after Enter and Tab the focus is on ${await focused(page)}`,
    ).toBe(true)
  })
}

type Ring = { outline: string; shadow: string; visible: boolean }

for (const mode of ['light', 'dark'] as const) {
  test(`${mode}: every link, button, tab and input reached with Tab shows a focus ring it does not have otherwise`, async ({
    page,
  }) => {
    await open(page, DOC)
    if (mode === 'dark') {
      await page.getByRole('button', { name: /dark and light mode/i }).click()
      await open(page, DOC)
    }
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode)

    // Styles of every element while nothing has the focus, kept in the page.
    await page.evaluate(() => {
      const ring = (element: Element) => {
        const style = getComputedStyle(element)
        const outlineShown =
          style.outlineStyle !== 'none' &&
          parseFloat(style.outlineWidth) > 0 &&
          !/^transparent$|^rgba\(.*, 0\)$/.test(style.outlineColor)
        return {
          outline: outlineShown
            ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
            : 'none',
          shadow: style.boxShadow,
          visible:
            parseFloat(style.opacity) > 0 && style.visibility !== 'hidden',
        }
      }
      const before = new WeakMap<Element, Ring>()
      document
        .querySelectorAll('body *')
        .forEach((element) => before.set(element, ring(element)))
      Object.assign(window, { __ring: ring, __before: before })
    })

    const problems: string[] = []
    const kinds = new Set<string>()
    // The navbar, the sidebar and the first part of the article: links,
    // buttons (colour mode, sidebar categories), the search box, code tabs and blocks.
    for (let step = 0; step < 110; step++) {
      await page.keyboard.press('Tab')
      const now = await page.evaluate(async () => {
        // Let transitions on the focus styles finish.
        await Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation instanceof CSSTransition)
            .map((animation) => animation.finished),
        )
        const element = document.activeElement!
        const { __ring, __before } = window as unknown as {
          __ring: (element: Element) => Ring
          __before: WeakMap<Element, Ring>
        }
        const role = element.getAttribute('role')
        const label = (
          element.getAttribute('aria-label') ??
          element.textContent ??
          ''
        )
          .trim()
          .slice(0, 40)
        return {
          kind: `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}`,
          label,
          ring: __ring(element),
          unfocused: __before.get(element),
        }
      })
      kinds.add(now.kind)
      const { ring, unfocused } = now
      const name = `${now.kind} “${now.label}”`
      if (!ring.visible) problems.push(`${name}: invisible while focused`)
      else if (ring.outline === 'none' && ring.shadow === 'none')
        problems.push(`${name}: no outline or box-shadow`)
      else if (
        unfocused &&
        unfocused.outline === ring.outline &&
        unfocused.shadow === ring.shadow
      )
        problems.push(
          `${name}: looks the same focused and unfocused (${ring.outline}; ${ring.shadow})`,
        )
    }
    expect(problems).toEqual([])
    // Navbar and sidebar links, the colour switch, the search box, the code tabs and code blocks.
    expect([...kinds]).toEqual(
      expect.arrayContaining([
        'a',
        'button',
        'input[role=combobox]',
        'li[role=tab]',
        'pre',
      ]),
    )
  })
}

test('the TypeScript/JavaScript tabs: arrow keys, Home and End select a tab and show its panel', async ({
  page,
}) => {
  await open(page, DOC)
  const group = page
    .locator('.tabs-container:has(> .code-language-tabs)')
    .first()
  const ts = group.getByRole('tab', { name: 'TypeScript' })
  const js = group.getByRole('tab', { name: 'JavaScript' })
  const panel = group.locator('[role="tabpanel"]:not([hidden])')

  // Only the selected tab is a Tab stop.
  await expect(ts).toHaveAttribute('tabindex', '0')
  await expect(js).toHaveAttribute('tabindex', '-1')
  await ts.focus()

  await page.keyboard.press('ArrowRight')
  await expect(js).toBeFocused()
  await expect(js).toHaveAttribute('aria-selected', 'true')
  await expect(ts).toHaveAttribute('aria-selected', 'false')
  await expect(panel).toHaveCount(1)
  await expect(panel).toContainText('src/store.js')
  await expect(panel).not.toContainText('PayloadAction')

  // Wraps around, both ways.
  await page.keyboard.press('ArrowRight')
  await expect(ts).toBeFocused()
  await expect(ts).toHaveAttribute('aria-selected', 'true')
  await expect(panel).toContainText('src/store.ts')
  await page.keyboard.press('ArrowLeft')
  await expect(js).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Home')
  await expect(ts).toBeFocused()
  await expect(ts).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('End')
  await expect(js).toBeFocused()
  await expect(js).toHaveAttribute('aria-selected', 'true')
  await expect(panel).toContainText('src/store.js')

  // The next Tab leaves the tab list for the panel's content.
  await page.keyboard.press('Tab')
  expect(
    await page.evaluate(() => document.activeElement?.getAttribute('role')),
  ).not.toBe('tab')
})

test('the sidebar: Tab reaches its links and categories; Enter and Space toggle a category, whose links then take the focus', async ({
  page,
}) => {
  await open(page, DOC)
  const sidebar = page.locator(SIDEBAR)
  const category = sidebar.getByRole('button', {
    name: 'Using RTK Query',
    exact: true,
  })
  const firstChild = `${SIDEBAR} a[href="/rtk-query/usage/queries"]`
  await expect(category).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator(firstChild)).toHaveCount(0)

  const reached: string[] = []
  for (
    let step = 0;
    step < 100 &&
    !(await category.evaluate((element) => element === document.activeElement));
    step++
  ) {
    await page.keyboard.press('Tab')
    const link = await page.evaluate(
      (selector) =>
        document.activeElement?.closest(selector) &&
        document.activeElement.getAttribute('href'),
      SIDEBAR,
    )
    if (link) reached.push(link)
  }
  await expect(category).toBeFocused()
  expect(reached).toEqual(
    expect.arrayContaining([
      '/introduction/getting-started',
      '/tutorials/quick-start',
      '/api/createSlice',
      '/rtk-query/overview',
    ]),
  )

  await page.keyboard.press('Enter')
  await expect(category).toHaveAttribute('aria-expanded', 'true')
  await expect(category).toBeFocused()
  await expect(page).toHaveURL(new RegExp(`${DOC}$`))
  await page.keyboard.press('Tab')
  await expect(page.locator(firstChild)).toBeFocused()

  await page.keyboard.press('Shift+Tab')
  await expect(category).toBeFocused()
  const scroll = await page.evaluate(() => window.scrollY)
  await page.keyboard.press('Space')
  await expect(category).toHaveAttribute('aria-expanded', 'false')
  expect(
    await page.evaluate(() => window.scrollY),
    'Space scrolled the page',
  ).toBe(scroll)
  await page.keyboard.press('Tab')
  expect(
    await page.evaluate(
      (selector) => !!document.activeElement?.closest(`${selector}`),
      firstChild,
    ),
  ).toBe(false)
  expect(await focused(page)).not.toContain('Queries')

  await page.keyboard.press('Shift+Tab')
  await expect(category).toBeFocused()
  await page.keyboard.press('Space')
  await expect(category).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(page.locator(firstChild)).toBeFocused()
})
