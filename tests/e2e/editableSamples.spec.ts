import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { waitForHydration } from './hydration'
import { LOOPBACK, watch } from './watchTraffic'

// Edit in place (src/features/editable-samples, manuals/editable-samples.md),
// on the production build: a TypeScript sample checked as the reader types,
// its types on hover and from the keyboard, Reset, a shared link; an
// example app's files edited and run in the sandboxed runner.

const ROUTE = '/api/createSlice'
/** A line of the sample edited here, the first TypeScript block holding it. */
const SNIPPET = 'todoAdded(state, action: PayloadAction<Todo>)'
const WRONG = "const wrongCount: number = 'three'"

/**
 * The code block holding the snippet, in the TypeScript tab, by its place
 * on the page: once edited, it holds an editor instead of its code.
 */
async function blockOf(page: Page): Promise<Locator> {
  const blocks = page.locator('.theme-code-block')
  const at = await blocks.evaluateAll(
    (elements, snippet) =>
      elements.findIndex(
        (element) =>
          element.checkVisibility() &&
          element.querySelector('pre code')?.textContent?.includes(snippet),
      ),
    SNIPPET,
  )
  expect(at).toBeGreaterThanOrEqual(0)
  return blocks.nth(at)
}

/** Edit on the block: its buttons appear once the pointer reaches it. */
async function openEditor(page: Page, block: Locator) {
  await block.hover()
  await block.getByRole('button', { name: 'Edit' }).click()
  const editor = block.getByRole('textbox', { name: /^Edit / })
  await expect(editor).toBeFocused({ timeout: 30_000 })
  return editor
}

/** The editor's last line drawn (CodeMirror draws only the lines in view). */
const lastLine = (block: Locator) => block.locator('.cm-line').last()

const statusOf = (block: Locator) =>
  block.getByRole('status').filter({ hasText: /type error|Checking/ })

/** Types a line at the end of the editor's text. */
async function appendLine(page: Page, editor: Locator, line: string) {
  await editor.focus()
  await page.keyboard.press('Control+End')
  await page.keyboard.press('Enter')
  await page.keyboard.insertText(line)
}

/** axe over what `scope` picks, in the light and then the dark colour mode: no violation in either. */
async function expectAxeCleanInBothModes(
  page: Page,
  scope: (axe: AxeBuilder) => AxeBuilder,
) {
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((theme) => {
      document.documentElement.dataset.theme = theme
    }, mode)
    const results = await scope(new AxeBuilder({ page })).analyze()
    expect(results.violations, mode).toEqual([])
  }
}

test.describe.configure({ timeout: 120_000 })

test('a sample: Edit loads nothing before it is pressed, a type error appears and goes, Reset restores, nothing leaves the site', async ({
  context,
  page,
}) => {
  const { requests, errors } = await watch(context, page)
  await page.goto(ROUTE)
  await waitForHydration(page)
  const block = await blockOf(page)
  const original = await block.locator('pre code').textContent()
  await block.hover()
  await expect(block.getByRole('button', { name: 'Edit' })).toBeVisible()
  const beforeEdit = new Set(requests)

  const editor = await openEditor(page, block)
  await expect(statusOf(block)).toHaveText('No type errors.', {
    timeout: 60_000,
  })
  // What Edit loaded (the editor's code, the page's samples, the type
  // checker and the declarations) was not loaded before it.
  const onEdit = requests.filter((url) => !beforeEdit.has(url))
  const editorFiles =
    /\/assets\/editable-samples\/(typescript|declarations-first)\./
  expect(onEdit.filter((url) => editorFiles.test(url))).toHaveLength(2)
  expect([...beforeEdit].filter((url) => /editable-samples/.test(url))).toEqual(
    [],
  )

  await appendLine(page, editor, WRONG)
  await expect(statusOf(block)).toContainText('1 type error', {
    timeout: 30_000,
  })
  await expect(statusOf(block)).toContainText(
    "TS2322: Type 'string' is not assignable to type 'number'.",
  )
  await expect(block.locator('.cm-lintRange-error')).toHaveText('wrongCount')

  // Fixed: the error goes.
  await page.keyboard.press('Control+z')
  await expect(statusOf(block)).toHaveText('No type errors.')
  await expect(block.locator('.cm-lintRange-error')).toHaveCount(0)

  await appendLine(page, editor, '// an edit')
  await expect(lastLine(block)).toHaveText('// an edit')
  await block.getByRole('button', { name: 'Reset' }).click()
  await editor.focus()
  await page.keyboard.press('Control+End')
  await expect(lastLine(block)).toHaveText(
    original!.trimEnd().split('\n').at(-1)!,
  )

  await block.getByRole('button', { name: 'Close' }).click()
  await expect(block.locator('pre code')).toHaveText(original!)
  expect(requests.filter((url) => !LOOPBACK.test(url))).toEqual([])
  expect(errors).toEqual([])
})

test('a sample: hovering a name in edited code, or F1 at it, gives its type', async ({
  context,
  page,
}) => {
  const { errors } = await watch(context, page)
  await page.goto(ROUTE)
  await waitForHydration(page)
  const block = await blockOf(page)
  const editor = await openEditor(page, block)
  await appendLine(page, editor, 'const doubled = [1, 2].map((n) => n * 2)')
  await expect(statusOf(block)).toHaveText('No type errors.', {
    timeout: 60_000,
  })

  const name = block.locator('.cm-line', { hasText: 'const doubled' })
  const box = (await name.boundingBox())!
  // "const " is six characters: rest on the middle of "doubled".
  const charWidth = await editor.evaluate((element) => {
    const line = element.querySelector('.cm-line')!
    const range = document.createRange()
    range.selectNodeContents(line)
    return range.getBoundingClientRect().width / (line.textContent?.length || 1)
  })
  await page.mouse.move(box.x + charWidth * 9.5, box.y + box.height / 2)
  const popup = block.locator('.cm-type-popup')
  await expect(popup).toContainText('const doubled: number[]', {
    timeout: 30_000,
  })

  // From the keyboard: the cursor on the name, F1, and it is said.
  await page.mouse.move(0, 0)
  await editor.focus()
  await page.keyboard.press('Control+End')
  await page.keyboard.press('Home')
  for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowRight')
  // What the editor's live region is given, as a screen reader hears it
  // (it empties the region again after a while).
  await block.locator('.cm-announced').evaluate((region) => {
    const heard: string[] = []
    Object.assign(window, { heard })
    new MutationObserver(() => heard.push(region.textContent ?? '')).observe(
      region,
      { childList: true, characterData: true, subtree: true },
    )
  })
  await page.keyboard.press('F1')
  await expect(popup).toContainText('const doubled: number[]')
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { heard: string[] }).heard.join(' '),
      ),
    )
    .toContain('const doubled: number[]')
  await page.keyboard.press('Escape')
  await expect(popup).toHaveCount(0)
  expect(errors).toEqual([])
})

test('a sample: Copy link restores the edit on another load, and a damaged link says so and shows the page’s code', async ({
  context,
  page,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const { errors } = await watch(context, page)
  await page.goto(ROUTE)
  await waitForHydration(page)
  const block = await blockOf(page)
  const editor = await openEditor(page, block)
  await appendLine(page, editor, '// shared edit ✓')
  await block.getByRole('button', { name: 'Copy link' }).click()
  await expect(block.getByText('Link copied.')).toBeVisible()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toMatch(/\/api\/createSlice#edit=1\.[\w-]+$/)

  const other = await context.newPage()
  await other.goto(link)
  await waitForHydration(other)
  const shared = other
    .locator('.theme-code-block')
    .nth(
      await block.evaluate((element) =>
        [...document.querySelectorAll('.theme-code-block')].indexOf(element),
      ),
    )
  // The editor draws the lines in view: its end, where the edit is.
  const sharedEditor = shared.getByRole('textbox', { name: /^Edit / })
  await sharedEditor.focus({ timeout: 30_000 })
  await other.keyboard.press('Control+End')
  await expect(lastLine(shared)).toHaveText('// shared edit ✓')
  await expect(shared.getByRole('note')).toContainText('shared link')
  await expect(shared).toBeInViewport()

  const damaged = await context.newPage()
  await damaged.goto(`${ROUTE}#edit=1.not-deflate`)
  await waitForHydration(damaged)
  await expect(damaged.getByRole('alert')).toContainText(
    'cannot be shown: the link’s edit is damaged',
  )
  await expect(damaged.locator('.cm-editor')).toHaveCount(0)
  await expect((await blockOf(damaged)).locator('pre code')).toContainText(
    SNIPPET,
  )
  expect(errors).toEqual([])
})

test('a sample: keyboard alone, Tab leaves the editor, axe-clean open in both modes and at phone width', async ({
  context,
  page,
}) => {
  const { errors } = await watch(context, page)
  await page.goto(ROUTE)
  await waitForHydration(page)
  const block = await blockOf(page)
  // Tab to the block, then to its Edit button; Enter opens the editor.
  await block.locator('pre').focus()
  const edit = block.getByRole('button', { name: 'Edit' })
  // The block's buttons come with its first focus.
  await expect(edit).toBeAttached()
  await page.keyboard.press('Tab')
  await expect(edit).toBeFocused()
  await page.keyboard.press('Enter')
  const editor = block.getByRole('textbox', { name: /^Edit / })
  await expect(editor).toBeFocused({ timeout: 30_000 })
  await expect(statusOf(block)).toHaveText('No type errors.', {
    timeout: 60_000,
  })
  // Tab is not captured: it leaves the editor.
  await page.keyboard.press('Tab')
  await expect(editor).not.toBeFocused()

  await expectAxeCleanInBothModes(page, (axe) =>
    axe.include('.theme-code-block:has(.cm-editor)'),
  )

  await page.setViewportSize({ width: 390, height: 844 })
  const width = await block.evaluate((element) => element.scrollWidth)
  expect(width).toBeLessThanOrEqual(390)
  expect(errors).toEqual([])
})

test('an example app: Edit, change the counter, Run shows the change in the sandboxed runner; a shared link does not run by itself', async ({
  context,
  page,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const { requests, errors } = await watch(context, page)
  await page.goto('/tutorials/quick-start')
  await waitForHydration(page)
  const example = page.getByRole('group', {
    name: 'Quick Start: a counter with a history',
  })
  await example.getByRole('button', { name: 'Edit' }).click()
  await example
    .getByRole('button', { name: 'features/counter/Counter.tsx' })
    .click()
  const editor = example.getByRole('textbox', {
    name: 'Edit src/features/counter/Counter.tsx',
  })
  // The counter's heading becomes "My counter".
  await editor.locator('.cm-line', { hasText: '<h2>Counter</h2>' }).click()
  await page.keyboard.press('End')
  await page.keyboard.press('Shift+Home')
  await page.keyboard.insertText('<h2>My counter</h2>')
  await expect(
    example.getByRole('button', { name: /Counter\.tsx \(edited\)/ }),
  ).toBeVisible()

  await example.getByRole('button', { name: 'Run', exact: true }).click()
  const app = example.frameLocator('iframe')
  await expect(app.getByRole('heading', { level: 2 }).first()).toHaveText(
    'My counter',
    { timeout: 60_000 },
  )
  await app.getByRole('button', { name: 'Increment' }).click()
  await expect(app.getByLabel('Count')).toHaveText('1')
  // The editor and its file list: axe-clean in both modes. (Not the frame:
  // axe would fetch the runner's stylesheet from inside it, which the
  // runner's connect-src 'none' refuses; runExamples.spec.ts checks the app.)
  await expectAxeCleanInBothModes(page, (axe) =>
    axe.include('[role="group"]:has(.cm-editor)').exclude('iframe'),
  )
  // The runner has an origin of its own: the page cannot reach into it.
  expect(
    await example
      .locator('iframe')
      .evaluate((frame: HTMLIFrameElement) => frame.contentDocument),
  ).toBeNull()

  await example.getByRole('button', { name: 'Copy link' }).click()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toMatch(/\/tutorials\/quick-start#edit=1\.[\w-]+$/)
  const other = await context.newPage()
  await other.goto(link)
  await waitForHydration(other)
  const shared = other.getByRole('group', {
    name: 'Quick Start: a counter with a history',
  })
  await expect(shared.getByRole('note')).toContainText('Nothing has run')
  await expect(
    shared.getByRole('button', { name: /Counter\.tsx \(edited\)/ }),
  ).toBeVisible({ timeout: 30_000 })
  await expect(shared.locator('iframe')).toHaveCount(0)

  expect(requests.filter((url) => !LOOPBACK.test(url))).toEqual([])
  expect(errors).toEqual([])
})

test('an example app: a compile error is shown in the page with its file and line', async ({
  context,
  page,
}) => {
  const { errors } = await watch(context, page)
  await page.goto('/tutorials/quick-start')
  await waitForHydration(page)
  const example = page.getByRole('group', {
    name: 'Quick Start: a counter with a history',
  })
  await example.getByRole('button', { name: 'Edit' }).click()
  await example.getByRole('button', { name: 'App.tsx', exact: true }).click()
  const editor = example.getByRole('textbox', { name: 'Edit src/App.tsx' })
  await editor.focus()
  await page.keyboard.press('Control+Home')
  await page.keyboard.insertText('const broken = (\n')
  await example.getByRole('button', { name: 'Run', exact: true }).click()
  await expect(example.getByRole('alert')).toContainText('src/App.tsx:', {
    timeout: 60_000,
  })
  expect(errors).toEqual([])
})

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  })

  test('a sample: tap the block, tap Edit, tap into the editor and type: checked as on a desktop', async ({
    context,
    page,
  }) => {
    const { errors } = await watch(context, page)
    await page.goto(ROUTE)
    await waitForHydration(page)
    const block = await blockOf(page)
    await block.locator('pre').tap()
    await block.getByRole('button', { name: 'Edit' }).tap()
    const editor = block.getByRole('textbox', { name: /^Edit / })
    await expect(statusOf(block)).toHaveText('No type errors.', {
      timeout: 60_000,
    })
    await editor.locator('.cm-line').first().tap()
    await expect(editor).toBeFocused()
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await page.keyboard.insertText(WRONG)
    await expect(statusOf(block)).toContainText('1 type error', {
      timeout: 30_000,
    })
    expect(
      await block.evaluate((element) => element.scrollWidth),
    ).toBeLessThanOrEqual(390)
    expect(errors).toEqual([])
  })
})
