import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EXAMPLE_APPS } from '../../src/features/example-apps/apps'
import type { RunnerLibraries } from '../../src/features/example-runner/protocol'
import {
  APP_ENTRY,
  RUNNER_DIRECTIVES,
  RUNNER_FOLDER,
  RUNNER_MANIFEST,
  RUNNER_PAGE,
  runnerHeaderPolicy,
} from '../../src/features/example-runner/runnerFiles.mjs'
import { HEADERS_FILE } from '../../src/features/hosting/outputPaths.mjs'

// Runs against the production build (npm run build first): the example
// runner's page, its script with the libraries' modules, the apps' sources
// for the editor, and the headers that sandbox the page.
const BUILD = 'build'
const built = (url: string) => path.join(BUILD, url)
const page = readFileSync(built(`${RUNNER_PAGE}.html`), 'utf8')
const manifest = JSON.parse(
  readFileSync(built(`${RUNNER_FOLDER}/${RUNNER_MANIFEST}`), 'utf8'),
) as { libraries: string[]; sources: Record<string, string> }

describe('the runner page', () => {
  it('has its policy in a <meta>, for servers that send no headers', () => {
    const meta =
      /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(page)
    expect(meta?.[1]).toBe(RUNNER_DIRECTIVES.join('; '))
    expect(meta?.[1]).toContain("connect-src 'none'")
  })

  it('loads only classic scripts and a plain stylesheet of the site, which an opaque origin can load without CORS', () => {
    const scripts = [...page.matchAll(/<script([^>]*)>/g)].map(([, a]) => a!)
    expect(scripts).toHaveLength(2)
    for (const attributes of scripts) {
      expect(attributes).not.toMatch(/type=|crossorigin/)
      const src = /src="\/([^"]+)"/.exec(attributes)![1]!
      expect(existsSync(built(src)), src).toBe(true)
    }
    const links = [...page.matchAll(/<link rel="stylesheet"([^>]*)>/g)]
    expect(links).toHaveLength(1)
    expect(links[0]![1]).not.toContain('crossorigin')
    // The element every app's index.html renders into.
    expect(page).toContain('<div id="root"></div>')
  })

  it("carries every library's module, with every import among them", () => {
    const script = /<script src="\/([^"]*\/runner-[\w-]+\.js)"/.exec(page)![1]!
    const text = readFileSync(built(script), 'utf8')
    const libraries = JSON.parse(
      /^\{const RUNNER_LIBRARIES=(.*);$/m.exec(text)![1]!,
    ) as RunnerLibraries
    expect(Object.keys(libraries.entries).sort()).toEqual(
      [...manifest.libraries].sort(),
    )
    expect(manifest.libraries).toEqual(
      expect.arrayContaining([
        'react',
        'react-dom/client',
        'react/jsx-runtime',
        'react-redux',
        '@reduxjs/toolkit',
        '@reduxjs/toolkit/query',
        '@reduxjs/toolkit/query/react',
        'msw',
        'msw/browser',
      ]),
    )
    const keys = new Set(Object.keys(libraries.modules))
    for (const entry of Object.values(libraries.entries))
      expect(keys.has(entry), entry).toBe(true)
    for (const parts of Object.values(libraries.modules))
      for (const imported of parts.filter((_, index) => index % 2 === 1))
        expect(keys.has(imported), imported).toBe(true)
    // React's production build, whose errors are codes (booleans: a
    // failure must not print the libraries).
    const all = Object.values(libraries.modules).flat().join('')
    expect(all.includes('Minified React error')).toBe(true)
    expect(all.includes('react_stack_bottom_frame')).toBe(false)
    // MSW without its cookie store (libraries/cookieStore.ts): no
    // tough-cookie, whose message this is (the apps' own bundles have it).
    expect(all.includes('Cookie has domain set to a public suffix')).toBe(false)
  })

  it('is sandboxed by its header in _headers, at its clean URL and its file name', () => {
    const headers = readFileSync(built(HEADERS_FILE), 'utf8')
    for (const url of [`/${RUNNER_PAGE}`, `/${RUNNER_PAGE}.html`])
      expect(headers).toContain(
        `${url}\n  Content-Security-Policy: ${runnerHeaderPolicy()}\n`,
      )
    expect(runnerHeaderPolicy()).toMatch(/^sandbox allow-scripts /)
  })
})

describe("the apps' sources for the editor", () => {
  it('are, for every app, its files that run in the browser, as they are in examples/', () => {
    expect(Object.keys(manifest.sources).sort()).toEqual(
      Object.keys(EXAMPLE_APPS).sort(),
    )
    for (const [app, file] of Object.entries(manifest.sources)) {
      const { entry, files } = JSON.parse(
        readFileSync(built(`${RUNNER_FOLDER}/${file}`), 'utf8'),
      ) as { entry: string; files: { name: string; code: string }[] }
      expect(entry).toBe(APP_ENTRY)
      const names = files.map(({ name }) => name)
      expect(names).toContain(APP_ENTRY)
      expect(names.filter((name) => /test|mocks\/server/.test(name))).toEqual(
        [],
      )
      for (const { name, code } of files)
        expect(code, `${app}/${name}`).toBe(
          readFileSync(path.join('examples', app, name), 'utf8'),
        )
    }
  })
})
