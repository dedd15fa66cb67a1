import { expect, test } from '@playwright/test'
import { waitForHydration } from './hydration'
import { waitUntilSettled } from './settled'

const PAGE = '/introduction/getting-started'

test('TypeScript samples come with a JavaScript tab, synced across the page and remembered', async ({
  page,
}) => {
  await page.goto(PAGE)
  // The tabs are server-rendered: a click before React owns them (its scripts
  // still arriving) switches nothing, and no later render brings it back.
  await waitForHydration(page)
  const groups = page.locator('.tabs-container:has(> .code-language-tabs)')
  await expect(groups).toHaveCount(4)
  for (const group of await groups.all()) {
    await expect(group.getByRole('tab')).toHaveText([
      'TypeScript',
      'JavaScript',
    ])
    await expect(
      group.getByRole('tab', { name: 'TypeScript' }),
    ).toHaveAttribute('aria-selected', 'true')
  }
  const first = groups.nth(0)
  const second = groups.nth(1)
  const visibleTitles = (group: typeof first) =>
    group
      .locator('[role="tabpanel"]:not([hidden]) [class*="codeBlockTitle"]')
      .allInnerTexts()

  await expect(first.locator('[role="tabpanel"]:not([hidden])')).toContainText(
    'PayloadAction<string>',
  )
  expect(await visibleTitles(first)).toEqual(['src/store.ts'])
  // The hidden setup file of the second sample is compiled but not shown.
  expect(await visibleTitles(second)).toEqual([
    'src/hooks.ts',
    'src/TodoList.tsx',
    'src/main.tsx',
  ])

  await first.getByRole('tab', { name: 'JavaScript' }).click()
  // Both samples switch together.
  await expect(second.getByRole('tab', { name: 'JavaScript' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  expect(await visibleTitles(first)).toEqual(['src/store.js'])
  expect(await visibleTitles(second)).toEqual([
    'src/hooks.js',
    'src/TodoList.jsx',
    'src/main.jsx',
  ])
  // The JavaScript tab's code loads when the tab is first shown (lean pages).
  const jsBlock = first.locator('[role="tabpanel"]:not([hidden]) pre')
  await expect(jsBlock).toContainText('configureStore')
  const js = await jsBlock.innerText()
  expect(js).toContain(
    "import { configureStore, createSlice } from '@reduxjs/toolkit'",
  )
  expect(js).toContain(
    '// Immer turns this "mutation" into an immutable update',
  )
  expect(js).not.toMatch(/PayloadAction|interface |: TodosState|export type/)

  // Remembered on the next visit.
  await page.goto('/')
  await page.goto(PAGE)
  // The server renders TypeScript; the stored choice applies at hydration.
  await waitForHydration(page)
  await expect(
    page
      .locator('.code-language-tabs')
      .first()
      .getByRole('tab', { name: 'JavaScript' }),
  ).toHaveAttribute('aria-selected', 'true')
})

test('hydration keeps the code samples the server rendered: no tab group or code block is rebuilt', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const removed: string[] = []
    Object.assign(window, { removedCode: removed })
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of Array.from(mutation.removedNodes)) {
          if (
            node instanceof Element &&
            node.matches(
              '.tabs-container, .theme-code-block, :has(.theme-code-block)',
            )
          )
            removed.push(node.className)
        }
      }
    }).observe(document, { subtree: true, childList: true })
  })
  await page.goto('/api/createSlice')
  await waitUntilSettled(page)
  expect(
    await page.evaluate(
      () => (window as unknown as { removedCode: string[] }).removedCode,
    ),
  ).toEqual([])
})

test('a code block gets its copy button when the pointer reaches it, and copies the code as shown', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(PAGE)
  await waitForHydration(page)
  const block = page
    .locator('[role="tabpanel"]:not([hidden]) .theme-code-block')
    .first()
  const copy = block.getByRole('button', { name: 'Copy code to clipboard' })
  // Loaded with the first block reached, not with the page.
  await expect(copy).toHaveCount(0)
  await block.hover()
  await copy.click()
  // Polled, not read from the button's "Copied" state: that lasts a second,
  // which a busy machine can miss.
  const shown = await block.locator('pre code').textContent()
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe(shown)
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  // As written, markup characters included (the block's HTML has them escaped).
  expect(copied).toContain(
    "import type { PayloadAction } from '@reduxjs/toolkit'",
  )
  expect(copied).toContain('PayloadAction<string>')
})
