import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readDeclarationList } from '../../scripts/code-check/declarationFiles'
import { DECLARATIONS_ASSET } from '../../src/features/editable-samples/typecheck'

// Runs against the production build (npm run build first): the declaration
// files of the type-check worker ship as one content-named asset, which only
// the worker names, and which no page's first load reaches.
const JS_DIR = 'build/assets/js'
const scripts = readdirSync(JS_DIR).filter((name) => name.endsWith('.js'))
const read = (name: string) => readFileSync(`${JS_DIR}/${name}`, 'utf8')
const assets = readdirSync(`build/${DECLARATIONS_ASSET}`).filter((name) =>
  name.endsWith('.json'),
)
/** Something only TypeScript's own bundle holds: the key of one of its messages. */
const TYPESCRIPT = 'Cannot_find_name_0'

/** The scripts every page names in its HTML: its first load starts with these. */
const pageScripts = new Set(
  readdirSync('build', { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .flatMap((name) => [
      ...readFileSync(`build/${name}`, 'utf8').matchAll(
        /assets\/js\/([^"'\s>]+\.js)/g,
      ),
    ])
    .map(([, script]) => script!),
)

describe('the type-check worker’s files in the build', () => {
  it('ship the declaration files as one asset named by its content, holding exactly the generated list', () => {
    expect(assets).toEqual([
      expect.stringMatching(/^declarations\.[0-9a-f]{16}\.json$/),
    ])
    const packed = JSON.parse(
      readFileSync(`build/${DECLARATIONS_ASSET}/${assets[0]}`, 'utf8'),
    ) as Record<string, string>
    expect(Object.keys(packed).sort()).toEqual(readDeclarationList())
    expect(packed['node_modules/@reduxjs/toolkit/package.json']).toContain(
      '"name": "@reduxjs/toolkit"',
    )
    // Precompressed like every asset.
    for (const copy of ['gz', 'br'])
      expect(
        existsSync(`build/${DECLARATIONS_ASSET}/${assets[0]}.${copy}`),
      ).toBe(true)
  })

  it('name that asset and load TypeScript only in the worker, which no page’s first load reaches', () => {
    const naming = scripts.filter((name) => read(name).includes(assets[0]!))
    expect(naming).toHaveLength(1)
    const [worker] = naming
    // A worker's chunk: it loads the others with importScripts.
    expect(read(worker!)).toContain('importScripts')
    const typescript = scripts.filter((name) => read(name).includes(TYPESCRIPT))
    expect(typescript).toHaveLength(1)
    const starters = scripts.filter((name) =>
      read(name).includes('new Worker('),
    )
    expect(starters).not.toHaveLength(0)
    expect(pageScripts.size).toBeGreaterThan(0)
    for (const script of pageScripts) {
      expect([worker, ...typescript, ...starters]).not.toContain(script)
      const text = read(script)
      expect(text, script).not.toContain(assets[0])
      expect(text, script).not.toContain(TYPESCRIPT)
      expect(text, script).not.toContain('new Worker(')
    }
  })
})
