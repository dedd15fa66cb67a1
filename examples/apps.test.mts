// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { build, type Rollup } from 'vite'
import { describe, expect, it } from 'vitest'

const apps = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter(
    (entry) =>
      entry.isDirectory() &&
      existsSync(path.join(import.meta.dirname, entry.name, 'index.html')),
  )
  .map((entry) => entry.name)

describe('example apps', () => {
  it('are all here', () => {
    expect(apps).toEqual(
      expect.arrayContaining([
        'quick-start',
        'rtk-query-tutorial',
        'crud-optimistic',
        'infinite-feed',
      ]),
    )
  })

  // A page that includes code from an app promises a program that runs: each
  // app must bundle from its index.html like a reader's would.
  it.each(apps)(
    '%s bundles for the browser',
    async (app) => {
      const output = (await build({
        root: path.join(import.meta.dirname, app),
        configFile: false,
        logLevel: 'silent',
        oxc: { jsx: { runtime: 'automatic' } },
        build: { write: false },
      })) as Rollup.RollupOutput
      const files = output.output.map((chunk) => chunk.fileName)
      expect(files).toContain('index.html')
      expect(files.some((name) => name.endsWith('.js'))).toBe(true)
    },
    60_000,
  )
})
