// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { build, loadConfigFromFile, mergeConfig, type Rollup } from 'vite'
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

  // The site's build and `npm run example` use vite.config.mts, which adds
  // shared/ to every page: the stylesheet, bundled, and the colour-mode
  // script first in <head> (before the first paint), as a file: the site's
  // Content-Security-Policy allows no inline script.
  it.each(apps)(
    '%s gets the shared stylesheet and colour-mode script',
    async (app) => {
      const loaded = await loadConfigFromFile(
        { command: 'build', mode: 'production' },
        path.join(import.meta.dirname, 'vite.config.mts'),
        undefined,
        'silent',
      )
      const output = (await build(
        mergeConfig(loaded!.config, {
          configFile: false,
          root: path.join(import.meta.dirname, app),
          base: `/examples/${app}/`,
          logLevel: 'silent',
          build: { write: false },
        }),
      )) as Rollup.RollupOutput
      const file = (name: RegExp) =>
        output.output.find((chunk) => name.test(chunk.fileName))!
      const html = String((file(/^index\.html$/) as Rollup.OutputAsset).source)
      const head = html.slice(html.indexOf('<head>') + 6).trimStart()
      const script = file(/^assets\/color-mode-[\w-]+\.js$/)
      expect(head).toMatch(
        new RegExp(`^<script src="/examples/${app}/${script.fileName}">`),
      )
      const css = file(/^assets\/.*\.css$/) as Rollup.OutputAsset
      expect(html).toContain(`href="/examples/${app}/${css.fileName}"`)
      expect(String(css.source)).toContain('[data-theme=dark]')
      // Every <script> has a src: nothing inline.
      expect(
        html.match(/<script\b[^>]*>/g)!.every((tag) => /\ssrc=/.test(tag)),
      ).toBe(true)
    },
    60_000,
  )
})
