import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { INTERNALS } from '../../src/plugins/internals/registry'

// Runs against the production build (npm run build first): what the
// registry of src/plugins/internals keeps out of the browser's JavaScript,
// and the compile hint of src/plugins/lean-client. Checks are
// booleans so that a failure does not print a whole bundle.
const JS_DIR = 'build/assets/js'
const scripts = readdirSync(JS_DIR).filter((name) => name.endsWith('.js'))
const read = (name: string) => readFileSync(`${JS_DIR}/${name}`, 'utf8')
const main = read(scripts.find((name) => /^main\.[0-9a-f]+\.js$/.test(name))!)

describe('the browser bundle', () => {
  it('carries the docs version metadata without the docs’ descriptions', () => {
    const metadata = scripts
      .map(read)
      .filter((text) => text.includes('"docsSidebars":'))
    expect(metadata).toHaveLength(1)
    expect(metadata[0]!.includes('"title":"createSlice"')).toBe(true)
    expect(metadata[0]!.includes('"description"')).toBe(false)
  })

  it('carries the site config without the HTML template or Prism’s colours', () => {
    expect(main.includes('tagline:"The official')).toBe(true)
    expect(main.includes('it.appHtml')).toBe(false)
    expect(main.includes('#292d3e')).toBe(false)
  })

  it('asks V8 to compile the entry chunks eagerly, off the main thread, and no other chunk', () => {
    const hinted = scripts.filter((name) =>
      read(name).startsWith('//# allFunctionsCalledOnLoad\n'),
    )
    expect(hinted.sort()).toEqual(
      scripts
        .filter((name) => /^(runtime~)?main\.[0-9a-f]+\.js$/.test(name))
        .sort(),
    )
    expect(hinted).toHaveLength(2)
  })

  it('takes one helper from tslib, not all of it', () => {
    expect(main.includes('__addDisposableResource')).toBe(false)
  })

  it('carries none of the modules and readers that the registry keeps out', () => {
    const fingerprints = INTERNALS.flatMap((entry) => {
      if (entry.kind === 'module-replacement')
        return entry.fingerprint ? [entry.fingerprint] : []
      if (entry.kind === 'generated-file-loader')
        return entry.drops.flatMap((field) =>
          field.readers.map((reader) => reader.fingerprint),
        )
      return []
    })
    expect(fingerprints.length).toBeGreaterThan(3)
    const texts = scripts.map(read)
    expect(
      fingerprints.filter((fingerprint) =>
        texts.some((text) => text.includes(fingerprint)),
      ),
    ).toEqual([])
  })
})
