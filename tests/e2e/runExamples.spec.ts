import AxeBuilder from '@axe-core/playwright'
import {
  expect,
  test,
  type BrowserContext,
  type FrameLocator,
  type Locator,
  type Page,
} from '@playwright/test'
import {
  EXAMPLE_APPS,
  type ExampleApp,
} from '../../src/plugins/example-apps/apps'
import { turnDataSaverOn } from './dataSaver'
import { waitForHydration } from './hydration'
import { waitUntilSettled } from './settled'

// <RunExample> on the pages that show each example app, against the
// docusaurus serve build (project `site`) and deploy/nginx.conf (`nginx`),
// with nothing reachable but this machine: the apps, their mock APIs and
// their service workers come from the site alone.

/** What each app shows first, and one real interaction through its API. */
const APPS: Record<
  ExampleApp,
  {
    first(app: FrameLocator): Promise<void>
    interact(app: FrameLocator): Promise<void>
  }
> = {
  'quick-start': {
    async first(app) {
      await expect(app.getByLabel('Count')).toHaveText('0')
      await expect(app.getByText('No changes yet.')).toBeVisible()
    },
    async interact(app) {
      await app.getByRole('button', { name: 'Increment' }).click()
      await expect(app.getByLabel('Count')).toHaveText('1')
      await expect(app.getByRole('list', { name: 'Changes' })).toHaveText('+1')
    },
  },
  'rtk-query-tutorial': {
    async first(app) {
      await expect(app.locator('main section li')).toHaveText([
        'The Left Hand of Darkness',
        'Kindred',
        'Piranesi',
      ])
    },
    // A mutation that invalidates the list's tag: the list fetches again.
    async interact(app) {
      await app.getByLabel('Title').fill('Dune')
      await app.getByLabel('Author').fill('Frank Herbert')
      await app.getByLabel('Year').fill('1965')
      await app.getByRole('button', { name: 'Add book' }).click()
      await expect(app.locator('main section li')).toHaveText([
        'The Left Hand of Darkness',
        'Kindred',
        'Piranesi',
        'Dune',
      ])
    },
  },
  'crud-optimistic': {
    async first(app) {
      await expect(app.getByRole('checkbox')).toHaveCount(3)
      await expect(
        app.getByRole('checkbox', { name: 'Water the plants' }),
      ).not.toBeChecked()
    },
    // Add (invalidates the list) and toggle (optimistic).
    async interact(app) {
      await app.getByLabel('New task').fill('Buy milk')
      await app.getByRole('button', { name: 'Add task' }).click()
      await expect(
        app.getByRole('checkbox', { name: 'Buy milk' }),
      ).toBeVisible()
      await app.getByRole('checkbox', { name: 'Water the plants' }).click()
      await expect(
        app.getByRole('checkbox', { name: 'Water the plants' }),
      ).toBeChecked()
      await expect(app.getByRole('checkbox')).toHaveCount(4)
    },
  },
  'infinite-feed': {
    async first(app) {
      await expect(
        app.getByRole('list', { name: 'Posts' }).getByRole('listitem'),
      ).toHaveCount(10)
    },
    async interact(app) {
      await app.getByRole('button', { name: 'Load more' }).click()
      await expect(
        app.getByRole('list', { name: 'Posts' }).getByRole('listitem'),
      ).toHaveCount(20)
      await expect(app.getByText('Post 20', { exact: true })).toBeVisible()
    },
  },
}

/** The pages that run each app. */
const PAGES: [route: string, app: ExampleApp][] = [
  ['/tutorials/quick-start', 'quick-start'],
  ['/tutorials/rtk-query', 'rtk-query-tutorial'],
  ...(Object.keys(EXAMPLE_APPS) as ExampleApp[]).map(
    (app) => ['/rtk-query/usage/examples', app] as [string, ExampleApp],
  ),
]

const LOOPBACK = /^http:\/\/127\.0\.0\.1[:/]/
const appFiles = (app: ExampleApp) => new RegExp(`/examples/${app}/`)

/**
 * Blocks every request to another host, and records every request made (by
 * the page, its frames and their service workers), every console error and
 * every Content-Security-Policy violation (reported as a console error from
 * each document, frames included). Prefetching is off: its hints for the
 * links in view could otherwise land after Run and be counted as Run's.
 */
async function watch(context: BrowserContext, page: Page) {
  const requests: string[] = []
  const errors: string[] = []
  await turnDataSaverOn(context)
  await context.route(
    (url) => !LOOPBACK.test(url.href),
    (route) => route.abort('blockedbyclient'),
  )
  context.on('request', (request) => requests.push(request.url()))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `securitypolicyviolation: ${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  )
  return { requests, errors }
}

/** The example's group (its buttons, link and frame) on the page. */
const exampleOf = (page: Page, app: ExampleApp): Locator =>
  page.getByRole('group', { name: EXAMPLE_APPS[app].title })

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

  // The same button, now Reset, keeps the focus; then the link, then the frame.
  const reset = example.getByRole('button', { name: 'Reset' })
  await expect(reset).toBeFocused()
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
  await expect(reset).toBeFocused()
  await page.keyboard.press('Space')
  await APPS[app].first(example.frameLocator('iframe'))

  // The running example, frame included, in light and dark mode.
  for (const mode of ['light', 'dark']) {
    if (mode === 'dark')
      await page.getByRole('button', { name: /dark and light mode/i }).click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode)
    const { violations } = await new AxeBuilder({ page })
      .include(`[aria-label="${EXAMPLE_APPS[app].title}"]`)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(
      violations.map(
        (violation) =>
          `${mode} [${violation.id}] ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([])
  }
  expect(errors).toEqual([])
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
