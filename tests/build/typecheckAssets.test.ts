import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readDeclarationList } from '../../scripts/code-check/declarationFiles'
import { TYPECHECK_ASSETS } from '../../src/features/editable-samples/typecheck'
import type { PackedDeclarations } from '../../src/features/editable-samples/typecheck/service'

// Runs against the production build (npm run build first): the declaration
// files of the type-check worker and TypeScript ship as content-named
// assets, which only the worker names, and which no page's first load reaches.
const JS_DIR = 'build/assets/js'
const scripts = readdirSync(JS_DIR).filter((name) => name.endsWith('.js'))
const read = (name: string) => readFileSync(`${JS_DIR}/${name}`, 'utf8')
const assets = readdirSync(`build/${TYPECHECK_ASSETS}`).filter((name) =>
  name.endsWith('.json'),
)
const typescript = readdirSync(`build/${TYPECHECK_ASSETS}`).filter((name) =>
  name.endsWith('.js'),
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
  it('ship the declaration files as two assets named by their content, holding exactly the generated list between them', () => {
    expect(assets.sort()).toEqual([
      expect.stringMatching(/^declarations-first\.[0-9a-f]{16}\.json$/),
      expect.stringMatching(/^declarations-later\.[0-9a-f]{16}\.json$/),
    ])
    const [first, later] = assets.map(
      (name) =>
        JSON.parse(
          readFileSync(`build/${TYPECHECK_ASSETS}/${name}`, 'utf8'),
        ) as PackedDeclarations,
    )
    const firstFiles = Object.keys(first!.files)
    // The first names the later's files, so the worker knows they exist.
    expect(first!.later.sort()).toEqual(Object.keys(later!.files).sort())
    expect([...firstFiles, ...first!.later].sort()).toEqual(
      readDeclarationList(),
    )
    // Redux Toolkit's samples need only the first.
    expect(firstFiles).toContain('node_modules/@reduxjs/toolkit/package.json')
    expect(firstFiles).toContain('node_modules/typescript/lib/lib.es2022.d.ts')
    // Precompressed like every asset.
    for (const name of assets)
      for (const copy of ['gz', 'br'])
        expect(existsSync(`build/${TYPECHECK_ASSETS}/${name}.${copy}`)).toBe(
          true,
        )
  })

  it('ship TypeScript minified once, as one script named by its content', () => {
    expect(typescript).toEqual([
      expect.stringMatching(/^typescript\.[0-9a-f]{16}\.js$/),
    ])
    const text = readFileSync(
      `build/${TYPECHECK_ASSETS}/${typescript[0]}`,
      'utf8',
    )
    expect(text).toContain(TYPESCRIPT)
    // Minified as a script, not again as a module: its global, which the
    // worker reads, keeps its name.
    expect(text).toMatch(/^var ts=\{\};/)
    // The installed bundle is 9 MB with its comments; minified, about 3.4 MB.
    expect(text.length).toBeLessThan(4_000_000)
  })

  it('name those files only in the worker, which no page’s first load reaches', () => {
    const naming = scripts.filter((name) =>
      [...assets, ...typescript].some((asset) => read(name).includes(asset)),
    )
    expect(naming).toHaveLength(1)
    const [worker] = naming
    for (const asset of [...assets, ...typescript])
      expect(read(worker!)).toContain(asset)
    // A worker's chunk: it loads TypeScript with importScripts.
    expect(read(worker!)).toContain('importScripts')
    // TypeScript is in no chunk of the bundle.
    expect(scripts.filter((name) => read(name).includes(TYPESCRIPT))).toEqual(
      [],
    )
    const starters = scripts.filter((name) =>
      read(name).includes('new Worker('),
    )
    expect(starters).not.toHaveLength(0)
    expect(pageScripts.size).toBeGreaterThan(0)
    for (const script of pageScripts) {
      expect([worker, ...starters]).not.toContain(script)
      const text = read(script)
      for (const asset of [...assets, ...typescript])
        expect(text, script).not.toContain(asset)
      expect(text, script).not.toContain('new Worker(')
    }
  })
})
