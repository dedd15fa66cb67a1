import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageTransforms } from '../../src/features/pageTransforms'
import { typeHovers } from '../../src/features/type-hovers'

// The README is the front door: its layout block and the paths its manuals
// name must stay true as the tree moves.
const README = readFileSync('README.md', 'utf8')
const MANUALS = [
  'README.md',
  'tests/README.md',
  'deploy/README.md',
  'scripts/bench/README.md',
  'src/features/internals/README.md',
  ...readdirSync('manuals').map((name) => `manuals/${name}`),
]

/**
 * The paths the layout block lists: its first column, `a, b` lists split
 * (an indented line continues the one above).
 */
function layoutPaths(): string[] {
  const section = README.slice(README.indexOf('## Repository layout'))
  const block = /```\n([\s\S]*?)```/.exec(section)![1]!
  return block
    .split('\n')
    .filter((line) => line && !/^\s/.test(line))
    .flatMap((line) => line.split(/\s{2,}/)[0]!.split(/,\s*/))
}

const foldersUnder = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${dir}/${entry.name}/`)

/** Whether a path exists; `dir/*.ts` when a file matches. */
function exists(file: string): boolean {
  if (!file.includes('*')) return existsSync(file.replace(/\/$/, ''))
  const [dir, pattern] = [path.dirname(file), path.basename(file)]
  const matcher = new RegExp(
    `^${pattern.replace('.', '\\.').replace('*', '.*')}$`,
  )
  return readdirSync(dir).some((name) => matcher.test(name))
}

describe('the README', () => {
  it('is a front door: at most about 200 lines', () => {
    expect(README.split('\n').length).toBeLessThanOrEqual(200)
  })

  it('lists every folder under src/ and tests/ in its layout block, and every feature in its table', () => {
    const listed = layoutPaths()
    const folders = [...foldersUnder('src'), ...foldersUnder('tests')]
    // A folder is listed by its own line or by lines for what it holds.
    expect(
      folders.filter((folder) => !listed.some((p) => p.startsWith(folder))),
    ).toEqual([])
    const table = README.slice(
      README.indexOf('**Features**'),
      README.indexOf('**The boundary.**'),
    )
    const rows = [...table.matchAll(/^\| `([\w-]+)` \|/gm)].map(
      ([, name]) => `src/features/${name}/`,
    )
    expect(rows.sort()).toEqual(foldersUnder('src/features').sort())
  })

  it('lists nothing in its layout block that does not exist', () => {
    expect(layoutPaths().filter((file) => !exists(file))).toEqual([])
  })

  it('and its manuals name only paths and link only files that exist', () => {
    const missing: string[] = []
    for (const manual of MANUALS) {
      const text = readFileSync(manual, 'utf8')
      for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:|…/.test(target!)) continue
        const file = path.join(path.dirname(manual), target!)
        if (!existsSync(file)) missing.push(`${manual}: link ${target}`)
      }
      // This repository's own folders (an example app has a src/ of its
      // own; links/ names data files made when first needed).
      const named =
        /`((?:src\/(?:features|markdown|site|remark|theme|components|css|pages)|tests|scripts|deploy|manuals)\/[^`\s]*)`/g
      for (const [, file] of text.matchAll(named)) {
        // Patterns and placeholders name no one file.
        if (/[<*…{]/.test(file!)) continue
        if (!existsSync(file!.replace(/[#:].*$/, '').replace(/\/$/, '')))
          missing.push(`${manual}: ${file}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('names the page transforms of src/features/pageTransforms.ts, each once, in its order', () => {
    const start = README.indexOf('**From MDX to a page.**')
    const paragraph = README.slice(start, README.indexOf('\n\n', start))
    // Every name in backticks that is a word (not a path or a setting).
    const named = [...paragraph.matchAll(/`([a-z][A-Za-z]*)`/g)].map(
      ([, name]) => name,
    )
    // The list with hovers on: every transform there can be.
    const hovers = typeHovers({ mode: 'build', baseUrl: '/', docsDir: 'docs' })
    const listed = pageTransforms({ typeHovers: hovers.remarkPlugin }).map(
      ({ name }) => name,
    )
    expect(listed.length).toBeGreaterThan(5)
    expect(named).toEqual(listed)
  })
})
