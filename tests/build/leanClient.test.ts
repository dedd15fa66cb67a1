import { readFileSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SITE_CONFIG_CLIENT_DROPS } from '../../src/features/internals/droppedFields'
import { INTERNALS } from '../../src/features/internals/registry'

// Runs against the production build (npm run build first): what the
// registry of src/features/internals keeps out of the browser's JavaScript,
// and the compile hint of src/features/lean-client. Checks are
// booleans so that a failure does not print a whole bundle.
const JS_DIR = 'build/assets/js'
const scripts = readdirSync(JS_DIR).filter((name) => name.endsWith('.js'))
const read = (name: string) => readFileSync(`${JS_DIR}/${name}`, 'utf8')
const main = read(scripts.find((name) => /^main\.[0-9a-f]+\.js$/.test(name))!)

// Each check that something is absent from the bundle first finds the same
// text where the bundle would take it from without our replacements and
// loaders, so that a text that never could be in a bundle proves nothing.
/** The build's generated files, before the loaders drop their fields. */
const generated = (file: string) =>
  readFileSync(path.join('.docusaurus', file), 'utf8')
const requireFromRoot = createRequire(path.resolve('package.json'))
/** A file and the packages it imports by name (Prism, for theme-classic's client module). */
const withImports = (file: string) => {
  const text = readFileSync(file, 'utf8')
  const imported = [...text.matchAll(/^import .* from '([^.@'][^']*)'/gm)].map(
    ([, name]) =>
      readFileSync(createRequire(path.resolve(file)).resolve(name!), 'utf8'),
  )
  return [text, ...imported].join('\n')
}

describe('the browser bundle', () => {
  it('carries the docs version metadata without the docs’ descriptions', () => {
    const metadata = scripts
      .map(read)
      .filter((text) => text.includes('"docsSidebars":'))
    expect(metadata).toHaveLength(1)
    expect(metadata[0]!.includes('"title":"createSlice"')).toBe(true)
    const versionMetadata = readdirSync(
      '.docusaurus/docusaurus-plugin-content-docs/default/p',
    ).map((name) =>
      generated(`docusaurus-plugin-content-docs/default/p/${name}`),
    )
    expect(versionMetadata.some((text) => text.includes('"description"'))).toBe(
      true,
    )
    expect(metadata[0]!.includes('"description"')).toBe(false)
  })

  it('carries the site config without the HTML template or Prism’s colours', () => {
    expect(main.includes('tagline:"The official')).toBe(true)
    const siteConfig = generated('docusaurus.config.mjs')
    expect(siteConfig.includes('it.appHtml')).toBe(true)
    expect(siteConfig.includes('#292d3e')).toBe(true)
    expect(main.includes('it.appHtml')).toBe(false)
    expect(main.includes('#292d3e')).toBe(false)
  })

  it('carries the site config with none of the fields that only the build reads', () => {
    const written = generated('docusaurus.config.mjs')
    const full = JSON.parse(
      written.replace(/^[\s\S]*?export default /, '').replace(/;\s*$/, ''),
    ) as object
    const shipped = objectLiteralAt(
      main,
      main.lastIndexOf('{', main.indexOf('tagline:"The official')),
    )
    expect(shipped).toMatchObject({ title: 'Redux Toolkit', baseUrl: '/' })
    const paths = SITE_CONFIG_CLIENT_DROPS.map((field) => field.path)
    expect(paths.filter((path) => !has(full, path))).toEqual([])
    expect(paths.filter((path) => has(shipped, path))).toEqual([])
    // The docs folder's absolute path, in the type hovers' remark options:
    // with it, main.js differed between two checkouts of one commit.
    expect(written.includes(process.cwd())).toBe(true)
    expect(main.includes(process.cwd())).toBe(false)
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
    const tslib = readFileSync(requireFromRoot.resolve('tslib'), 'utf8')
    expect(tslib.includes('__addDisposableResource')).toBe(true)
    expect(main.includes('__addDisposableResource')).toBe(false)
  })

  it('carries none of the modules and readers that the registry keeps out', () => {
    // Each fingerprint with the source it would come from: the replaced
    // module (with what it imports), or the reader's own file.
    const fingerprints = INTERNALS.flatMap((entry) => {
      if (entry.kind === 'module-replacement')
        return entry.fingerprint
          ? entry.upstream.map((upstream) => ({
              fingerprint: entry.fingerprint!,
              source: path.join(
                'node_modules',
                upstream.package,
                upstream.file,
              ),
            }))
          : []
      if (entry.kind === 'generated-file-loader')
        return entry.drops.flatMap((field) =>
          field.readers.map((reader) => ({
            fingerprint: reader.fingerprint,
            source: reader.file,
          })),
        )
      return []
    })
    expect(fingerprints.length).toBeGreaterThan(3)
    // Compared without white space, which the minifier drops: a fingerprint
    // like `darkTheme ||` then finds the reader's minified code and not
    // CodeMirror's own `darkTheme` facet.
    const squash = (text: string) => text.replace(/\s+/g, '')
    expect(
      fingerprints.filter(
        ({ fingerprint, source }) =>
          !squash(withImports(source)).includes(squash(fingerprint)),
      ),
    ).toEqual([])
    const texts = scripts.map((script) => squash(read(script)))
    expect(
      fingerprints.filter(({ fingerprint }) =>
        texts.some((text) => text.includes(squash(fingerprint))),
      ),
    ).toEqual([])
  })
})

/** Whether `data` has the dotted `path`. */
function has(data: unknown, path: string): boolean {
  return path
    .split('.')
    .reduce<{ found: boolean; node: unknown }>(
      ({ found, node }, key) =>
        found && node !== null && typeof node === 'object' && key in node
          ? { found, node: (node as Record<string, unknown>)[key] }
          : { found: false, node: undefined },
      { found: true, node: data },
    ).found
}

/** The value of the minified object literal that starts at `start` in `code` (its braces matched outside strings). */
function objectLiteralAt(code: string, start: number): object {
  let depth = 0
  let quote: string | undefined
  for (let at = start; at < code.length; at++) {
    const char = code[at]!
    if (quote) {
      if (char === '\\') at++
      else if (char === quote) quote = undefined
    } else if (char === '"' || char === "'" || char === '`') quote = char
    else if (char === '{') depth++
    else if (char === '}' && --depth === 0)
      return new Function(`return (${code.slice(start, at + 1)})`)() as object
  }
  throw new Error(`no object literal at ${start}`)
}
