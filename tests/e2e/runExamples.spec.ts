import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import {
  EXAMPLE_APPS,
  type ExampleApp,
} from '../../src/features/example-apps/apps'
import { APPS } from './exampleAppChecks'
import { turnDataSaverOn } from './dataSaver'
import { LOOPBACK, watch } from './watchTraffic'
import { waitForHydration } from './hydration'
import { waitUntilSettled } from './settled'

// <RunExample> on the pages that show each example app, against the
// docusaurus serve build (project `site`) and deploy/nginx.conf (`nginx`),
// with nothing reachable but this machine: the apps, their mock APIs and
// their service workers come from the site alone.

/** The pages that run each app. */
const PAGES: [route: string, app: ExampleApp][] = [
  ['/tutorials/quick-start', 'quick-start'],
  ['/tutorials/rtk-query', 'rtk-query-tutorial'],
  ...(Object.keys(EXAMPLE_APPS) as ExampleApp[]).map(
    (app) => ['/rtk-query/usage/examples', app] as [string, ExampleApp],
  ),
]

const appFiles = (app: ExampleApp) => new RegExp(`/examples/${app}/`)

/** The example's group (its buttons, link and frame) on the page. */
const exampleOf = (page: Page, app: ExampleApp): Locator =>
  page.getByRole('group', { name: EXAMPLE_APPS[app].title })

type Mode = 'light' | 'dark'

/**
 * How an app's page looks, read from its root: its color-scheme (native
 * controls), and whether its background and its text are light or dark
 * (relative luminance above or below 0.18, where black and white text
 * contrast equally). An app in `mode` has that scheme and background, and
 * text of the other tone.
 */
function lookOf(root: HTMLElement) {
  const tone = (colour: string): Mode => {
    const [r, g, b] = colour
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((value) => Number(value) / 255)
      .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 0.18 ? 'light' : 'dark'
  }
  const style = getComputedStyle(root)
  return {
    scheme: style.colorScheme,
    background: tone(style.backgroundColor),
    text: tone(getComputedStyle(root.ownerDocument.body).color),
  }
}
const LOOK = {
  light: { scheme: 'light', background: 'light', text: 'dark' },
  dark: { scheme: 'dark', background: 'dark', text: 'light' },
}
const appRoot = (example: Locator) =>
  example.locator('iframe').contentFrame().locator('html')

/** Waits until the app in the example's frame is in `mode`. */
const expectAppInMode = (example: Locator, mode: Mode) =>
  expect
    .poll(() => appRoot(example).evaluate(lookOf), {
      message: `the app in the frame is ${mode}`,
    })
    .toEqual(LOOK[mode])

/** Switches the site's colour mode with the navbar's button. */
async function switchSiteTo(page: Page, mode: Mode) {
  await page.getByRole('button', { name: /dark and light mode/i }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode)
}

/** Axe (WCAG 2.1 A and AA) on the example, its frame's content included. */
async function expectAxeClean(page: Page, app: ExampleApp, mode: Mode) {
  const { violations } = await new AxeBuilder({ page })
    .include(`[aria-label="${EXAMPLE_APPS[app].title}"]`)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(
    violations.map(
      (violation) =>
        `${app} ${mode} [${violation.id}] ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([])
}

for (const [route, app] of PAGES) {
  test(`${route}: ${app} runs in the page, works through its API, and resets`, async ({
    context,
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000)
    const { requests, errors } = await watch(context, page)
    await page.goto(route)
    await waitForHydration(page)
    const example = exampleOf(page, app)
    await example.scrollIntoViewIfNeeded()
    await waitUntilSettled(page)

    // Nothing of any app before Run; no script beyond the site's own bundle.
    expect(requests.filter((url) => url.includes('/examples/'))).toEqual([])
    expect(
      requests.filter(
        (url) => url.endsWith('.js') && !url.includes('/assets/js/'),
      ),
    ).toEqual([])
    await expect(example.locator('iframe')).toHaveCount(0)
    const loadedBeforeRun = requests.length

    await example.getByRole('button', { name: 'Run the app' }).click()
    const frame = example.frameLocator('iframe')
    await APPS[app].first(frame)
    // Run loads the app alone: the button's code came with the page.
    const onRun = requests.slice(loadedBeforeRun)
    expect(onRun.filter((url) => url.includes('/assets/js/'))).toEqual([])
    expect(onRun.some((url) => appFiles(app).test(url))).toBe(true)

    if (EXAMPLE_APPS[app].mockApi) {
      // Its mock API's service worker comes from the app's folder, with
      // that folder as its scope, and controls the app's page.
      const worker = await example
        .locator('iframe')
        .contentFrame()
        .locator('html')
        .evaluate(async () => {
          const registration = await navigator.serviceWorker.ready
          return {
            scope: registration.scope,
            controller: navigator.serviceWorker.controller?.scriptURL,
          }
        })
      expect(worker).toEqual({
        scope: `${baseURL}/examples/${app}/`,
        controller: `${baseURL}/examples/${app}/mockServiceWorker.js`,
      })
    }

    await APPS[app].interact(frame)

    await example.getByRole('button', { name: 'Reset' }).click()
    await APPS[app].first(frame)

    // Nothing left this machine, and nothing went wrong.
    expect(requests.filter((url) => !LOOPBACK.test(url))).toEqual([])
    expect(errors).toEqual([])
  })
}

test('Run, Reset, the link and the frame: reachable by keyboard, labelled, axe-clean', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000)
  const { errors } = await watch(context, page)
  const app = 'crud-optimistic'
  await page.goto('/rtk-query/usage/examples')
  await waitForHydration(page)
  const example = exampleOf(page, app)
  const run = example.getByRole('button', { name: 'Run the app' })

  // From the element before it, Tab reaches Run; Enter runs the app.
  await run.evaluate((button) => {
    const focusable = Array.from(
      document.querySelectorAll<HTMLElement>('a[href], button, [tabindex]'),
    ).filter((element) => element.tabIndex >= 0)
    focusable[focusable.indexOf(button as HTMLElement) - 1]!.focus()
  })
  await page.keyboard.press('Tab')
  await expect(run).toBeFocused()
  await page.keyboard.press('Enter')
  await APPS[app].first(example.frameLocator('iframe'))

  // The same button, now Reset, keeps the focus; then Edit, the link, the frame.
  const reset = example.getByRole('button', { name: 'Reset' })
  await expect(reset).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(example.getByRole('button', { name: 'Edit' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(
    example.getByRole('link', { name: 'Open in a new tab' }),
  ).toBeFocused()
  await page.keyboard.press('Tab')
  const frame = example.locator('iframe')
  await expect(frame).toBeFocused()
  await expect(frame).toHaveAccessibleName(EXAMPLE_APPS[app].title)
  // Tab went on into the app, to its first control.
  await expect(frame.contentFrame().getByLabel('New task')).toBeFocused()

  // Back out with Shift+Tab, and Space resets.
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await expect(reset).toBeFocused()
  await page.keyboard.press('Space')
  await APPS[app].first(example.frameLocator('iframe'))

  // The running example, frame included, in light and dark mode: the app
  // itself too, not only the page around it.
  for (const mode of ['light', 'dark'] as const) {
    if (mode === 'dark') await switchSiteTo(page, 'dark')
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode)
    await expectAppInMode(example, mode)
    await expectAxeClean(page, app, mode)
  }
  expect(errors).toEqual([])
})

for (const app of Object.keys(EXAMPLE_APPS) as ExampleApp[]) {
  test(`${app}: in the site's colour mode from its first paint, switched live, axe-clean in both, usable at phone width`, async ({
    context,
    page,
  }) => {
    test.setTimeout(90_000)
    const { errors } = await watch(context, page)
    // Each document in a frame notes its colour mode (data-theme on its
    // root, which the app's stylesheet follows) once parsed, which is before
    // its load event and so before the message the page sends on that event,
    // and at its first paint (the stylesheet blocks rendering: it applies
    // from the first paint on).
    await context.addInitScript(() => {
      if (window.parent === window) return
      const changes: [time: number, mode?: string][] = []
      const modeAt = (time: number) =>
        changes.filter(([changed]) => changed <= time).at(-1)?.[1] ?? 'none'
      new MutationObserver(() =>
        changes.push([
          performance.now(),
          document.documentElement.dataset.theme,
        ]),
      ).observe(document, {
        subtree: true,
        attributes: true,
        attributeFilter: ['data-theme'],
      })
      document.addEventListener('DOMContentLoaded', () => {
        document.documentElement.dataset.modeWhenParsed = modeAt(
          performance.now(),
        )
      })
      new PerformanceObserver((list) => {
        const paint = list.getEntriesByName('first-paint')[0]
        if (paint)
          document.documentElement.dataset.modeAtFirstPaint = modeAt(
            paint.startTime,
          )
      }).observe({ type: 'paint', buffered: true })
    })
    // The system prefers the other mode each time: the site's mode wins.
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/rtk-query/usage/examples')
    await waitForHydration(page)
    const example = exampleOf(page, app)
    const frame = example.frameLocator('iframe')

    await example.getByRole('button', { name: 'Run the app' }).click()
    await APPS[app].first(frame)
    await expectAppInMode(example, 'light')
    await expectAxeClean(page, app, 'light')

    // A switch reaches the running app, without reloading it.
    await appRoot(example).evaluate((root) => (root.dataset.loaded = 'once'))
    await switchSiteTo(page, 'dark')
    await expectAppInMode(example, 'dark')
    await expect(appRoot(example)).toHaveAttribute('data-loaded', 'once')
    await expectAxeClean(page, app, 'dark')
    // Only the page that frames the app sets its mode: the same message from
    // another window (here the app's own) is ignored. The app's listener,
    // added first, has seen it when this one has.
    const modeAfterForgery = await appRoot(example).evaluate(async (root) => {
      const seen = new Promise((resolve) =>
        window.addEventListener('message', resolve, { once: true }),
      )
      window.postMessage({ type: 'color-mode', mode: 'light' }, '*')
      await seen
      return root.dataset.theme
    })
    expect(modeAfterForgery).toBe('dark')

    // A new run starts dark: from its address, before the page's message,
    // and so from its first paint.
    await page.emulateMedia({ colorScheme: 'light' })
    await example.getByRole('button', { name: 'Reset' }).click()
    await APPS[app].first(frame)
    await expectAppInMode(example, 'dark')
    await expect(appRoot(example)).toHaveAttribute(
      'data-mode-when-parsed',
      'dark',
    )
    await expect(appRoot(example)).toHaveAttribute(
      'data-mode-at-first-paint',
      'dark',
    )

    // A phone: nothing wider than the frame, every control inside it and at
    // least 24 × 24 px (a checkbox counts with its label), and the app works.
    await page.setViewportSize({ width: 360, height: 740 })
    const layout = () =>
      appRoot(example).evaluate((root) => {
        const width = root.clientWidth
        const controls = Array.from(
          root.querySelectorAll('button, input, select, textarea'),
        ).map((control) => {
          const box = (
            control.closest('label') ?? control
          ).getBoundingClientRect()
          return box.left >= 0 &&
            box.right <= width &&
            box.width >= 24 &&
            box.height >= 24
            ? 'fits'
            : `${control.outerHTML.slice(0, 60)}: ${Math.round(box.left)}–${Math.round(box.right)} of ${width}, ${Math.round(box.width)} × ${Math.round(box.height)}`
        })
        return {
          narrow: width < 340,
          overflow: root.scrollWidth - width,
          controls: controls.filter((result) => result !== 'fits'),
        }
      })
    await expect
      .poll(layout)
      .toEqual({ narrow: true, overflow: 0, controls: [] })
    await APPS[app].interact(frame)
    expect(await layout()).toEqual({ narrow: true, overflow: 0, controls: [] })
    expect(errors).toEqual([])
  })
}

test('an app opened on its own follows the system’s colour scheme', async ({
  page,
}) => {
  for (const mode of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: mode })
    await page.goto('/examples/quick-start/app')
    await expect(page.getByLabel('Count')).toHaveText('0')
    await expect
      .poll(() => page.locator('html').evaluate(lookOf))
      .toEqual({ ...LOOK[mode], scheme: 'light dark' })
  }
})

test('the component’s code comes with the pages that run an app, and no other', async ({
  page,
}) => {
  // A string of the component's own (its frame's sandbox), kept in the bundle.
  const FINGERPRINT = 'allow-scripts allow-same-origin'
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text())
  })
  const firstLoadCarriesIt = async (route: string) => {
    scripts.length = 0
    await page.goto(route)
    await waitForHydration(page)
    return (await Promise.all(scripts)).some((text) =>
      text.includes(FINGERPRINT),
    )
  }
  await turnDataSaverOn(page)
  // First a page without the component, while no script is cached yet.
  expect(await firstLoadCarriesIt('/api/createSlice')).toBe(false)
  expect(scripts.length).toBeGreaterThan(2)
  expect(await firstLoadCarriesIt('/tutorials/quick-start')).toBe(true)
})
