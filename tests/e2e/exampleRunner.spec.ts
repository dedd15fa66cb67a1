import { expect, test, type Page } from '@playwright/test'
import type { ExampleApp } from '../../src/features/example-apps/apps'
import { turnDataSaverOn } from './dataSaver'
import { APPS } from './exampleAppChecks'
import { runnerClientScript } from './runnerClient'

// The example runner (manuals/example-apps.md § Running the reader's edits)
// on the production build, through its client API called from a docs page
// on a real frame: the app's files as the editor gets them, compiled and run
// in the sandboxed runner page, on docusaurus serve (`site`) and nginx.

const CLIENT = '/__example-runner-client.js'
let client: Promise<string> | undefined

/** One edit of one file: its text with `from` replaced by `to`. */
interface Edit {
  file: string
  from: string
  to: string
}

/**
 * Opens a docs page with the runner's client on `window.exampleRunner`
 * (served from the page's own origin, which the site's CSP allows), and
 * records every request the page and its frames make.
 */
async function openPage(page: Page) {
  const requests: string[] = []
  await turnDataSaverOn(page)
  page.context().on('request', (request) => requests.push(request.url()))
  await page.route(`**${CLIENT}`, async (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: await (client ??= runnerClientScript()),
    }),
  )
  await page.goto('/tutorials/quick-start')
  await page.addScriptTag({ url: CLIENT })
  return { requests }
}

/** Runs `app` with `edits` in a new frame of the page; the result of runApp and the frame's locator. */
async function run(
  page: Page,
  app: ExampleApp,
  edits: Edit[] = [],
  colorMode: 'light' | 'dark' = 'light',
) {
  const result = await page.evaluate(
    async ({ app, edits, colorMode }) => {
      const runner = (window as unknown as { exampleRunner: ExampleRunner })
        .exampleRunner
      const frame = document.createElement('iframe')
      frame.id = 'runner'
      frame.title = 'Example app'
      frame.setAttribute('sandbox', runner.runnerSandbox(app))
      document.body.append(frame)
      const errors: unknown[] = []
      ;(window as unknown as { runtimeErrors: unknown[] }).runtimeErrors =
        errors
      runner.onRuntimeError(frame, (error) => errors.push(error))
      const files = await runner.loadAppFiles(app)
      for (const { file, from, to } of edits) {
        const edited = files.find(({ name }) => name === file)!
        if (!edited.code.includes(from)) throw new Error(`${file}: no ${from}`)
        edited.code = edited.code.replace(from, to)
      }
      const started = performance.now()
      const { errors: runErrors } = await runner.runApp(frame, app, files, {
        colorMode,
      })
      return {
        errors: runErrors,
        files: files.map(({ name }) => name),
        started,
      }
    },
    { app, edits, colorMode },
  )
  return { ...result, app: page.frameLocator('#runner') }
}

type ExampleRunner = typeof import('../../src/features/example-runner/client')

test.describe('the example runner', () => {
  test('runs the quick-start app from its own files, in an opaque origin, with nothing from another origin', async ({
    page,
    baseURL,
  }) => {
    const { requests } = await openPage(page)
    const { errors, files, app, started } = await run(page, 'quick-start')
    expect(errors).toEqual([])
    // The files the reader may edit: what runs in the browser, no tests.
    expect(files).toContain('src/features/counter/Counter.tsx')
    expect(files).toContain('src/main.tsx')
    expect(files.filter((name) => /test/.test(name))).toEqual([])

    await expect(app.getByLabel('Count')).toHaveText('0')
    const firstRender = await page.evaluate(
      (started) => performance.now() - started,
      started,
    )
    test.info().annotations.push({
      type: 'first render',
      description: `${Math.round(firstRender)} ms from runApp to the counter (an upper bound: polled)`,
    })
    await app.getByRole('button', { name: 'Increment' }).click()
    await expect(app.getByLabel('Count')).toHaveText('1')
    await expect(app.getByRole('list', { name: 'Changes' })).toHaveText('+1')

    // Opaque: its own origin is 'null', and the page cannot reach into it.
    const frame = page.frame({ url: /\/examples\/runner\?/ })!
    expect(await frame.evaluate(() => origin)).toBe('null')
    expect(
      await page.evaluate(
        () =>
          (document.getElementById('runner') as HTMLIFrameElement)
            .contentDocument,
      ),
    ).toBeNull()
    // The shared stylesheet applies (app.css's font), and nothing was blocked.
    expect(
      await frame.evaluate(() => getComputedStyle(document.body).fontFamily),
    ).toMatch(/system-ui/)

    const origin = new URL(baseURL!).origin
    const elsewhere = requests.filter(
      (url) => !url.startsWith(`${origin}/`) && !url.startsWith('blob:'),
    )
    expect(elsewhere).toEqual([])
  })

  test('runs an edited Counter.tsx', async ({ page }) => {
    await openPage(page)
    const { errors, app } = await run(page, 'quick-start', [
      {
        file: 'src/features/counter/Counter.tsx',
        from: '<h2>Counter</h2>',
        to: '<h2>Edited counter</h2>',
      },
    ])
    expect(errors).toEqual([])
    await expect(
      app.getByRole('heading', { name: 'Edited counter' }),
    ).toBeVisible()
    await app.getByRole('button', { name: 'Increment' }).click()
    await expect(app.getByLabel('Count')).toHaveText('1')
  })

  test("the RTK Query tutorial's app gets its books from its mock API, without a service worker", async ({
    page,
  }) => {
    await openPage(page)
    const { errors, app } = await run(page, 'rtk-query-tutorial')
    expect(errors).toEqual([])
    await APPS['rtk-query-tutorial'].first(app)
    await APPS['rtk-query-tutorial'].interact(app)
  })

  test('a request that no mock handler answers fails, and the page hears of it', async ({
    page,
  }) => {
    await openPage(page)
    const { errors, app } = await run(page, 'rtk-query-tutorial', [
      {
        file: 'src/features/books/booksApi.ts',
        from: "query: () => '/books',",
        to: "query: () => '/authors',",
      },
    ])
    expect(errors).toEqual([])
    // The app shows its own error for the failed query.
    await expect(app.getByRole('alert')).toBeVisible()
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as { runtimeErrors: unknown[] }).runtimeErrors,
        ),
      )
      .toEqual([
        {
          message: expect.stringMatching(
            /^TypeError: No mock handler answers GET http:\/\/127\.0\.0\.1:\d+\/api\/authors/,
          ),
        },
      ])
  })

  test('a compile error comes back with its file, line and column, and nothing runs', async ({
    page,
  }) => {
    await openPage(page)
    const { errors } = await run(page, 'quick-start', [
      {
        file: 'src/features/counter/Counter.tsx',
        from: 'Number(amountText) || 0',
        to: 'Number(amountText) ||| 0',
      },
    ])
    expect(errors).toEqual([
      {
        file: 'src/features/counter/Counter.tsx',
        line: 18,
        column: 39,
        message: 'Unexpected token',
      },
    ])
    // The frame was never loaded: nothing ran.
    expect(
      await page.evaluate(() =>
        document.getElementById('runner')!.getAttribute('src'),
      ),
    ).toBeNull()
  })

  test('an error the app throws while it runs reaches the page, at its line', async ({
    page,
  }) => {
    await openPage(page)
    const { errors, app } = await run(page, 'quick-start', [
      {
        file: 'src/features/counter/Counter.tsx',
        from: 'onClick={() => dispatch(increment())}',
        to: "onClick={() => { throw new Error('Counter broke') }}",
      },
    ])
    expect(errors).toEqual([])
    await app.getByRole('button', { name: 'Increment' }).click()
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as { runtimeErrors: unknown[] }).runtimeErrors,
        ),
      )
      .toEqual([
        {
          file: 'src/features/counter/Counter.tsx',
          line: 28,
          column: expect.any(Number),
          message: 'Error: Counter broke',
        },
      ])
  })

  test("the app follows the site's colour mode, at start and after a switch", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await openPage(page)
    const { app } = await run(page, 'quick-start', [], 'dark')
    await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark')
    await page.evaluate(() => {
      const runner = (window as unknown as { exampleRunner: ExampleRunner })
        .exampleRunner
      runner.setColorMode(
        document.getElementById('runner') as HTMLIFrameElement,
        'light',
      )
    })
    await expect(app.locator('html')).toHaveAttribute('data-theme', 'light')
  })
})
