import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  EXAMPLE_APPS,
  type ExampleApp,
} from '../../src/features/example-apps/apps'

// The list of apps the build bundles and <RunExample> runs, and what each is
// said to need of its frame, must say what the apps under examples/ do.

const EXAMPLES = 'examples'
const sourcesOf = (app: string) =>
  readdirSync(path.join(EXAMPLES, app, 'src'), { recursive: true })
    .map(String)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(path.join(EXAMPLES, app, 'src', file), 'utf8'))

describe('the example apps that pages can run', () => {
  it('are every app under examples/', () => {
    const folders = readdirSync(EXAMPLES, { withFileTypes: true })
      .filter(
        (entry) =>
          entry.isDirectory() &&
          existsSync(path.join(EXAMPLES, entry.name, 'index.html')),
      )
      .map((entry) => entry.name)
    expect(Object.keys(EXAMPLE_APPS).sort()).toEqual(folders.sort())
  })

  it.each(Object.keys(EXAMPLE_APPS) as ExampleApp[])(
    '%s: a mock API and forms exactly as listed',
    (app) => {
      const sources = sourcesOf(app)
      const startsMsw = sources.some((code) => code.includes('.start('))
      expect(startsMsw, 'starts MSW in the browser').toBe(
        EXAMPLE_APPS[app].mockApi,
      )
      // The worker is beside the app's page wherever it is served (the build
      // runs it under /examples/<app>/), not at the site's root.
      if (startsMsw)
        expect(sources.join('\n')).toContain(
          '`${import.meta.env.BASE_URL}mockServiceWorker.js`',
        )
      expect(
        sources.some((code) => code.includes('<form')),
        'has a form',
      ).toBe(EXAMPLE_APPS[app].forms)
    },
  )
})
