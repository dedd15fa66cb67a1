import { execFileSync } from 'node:child_process'
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import semver from 'semver'
import { afterAll, describe, expect, it } from 'vitest'
import { formatHistory } from '../../scripts/api-history/history'
import { historyFromTarballs } from '../../scripts/api-history/main'
import type { Probe, ReaderObject } from '../../scripts/api-history/readers'
import { stableReleases } from '../../scripts/api-history/releases'
import {
  tablesToRead,
  type TableToRead,
} from '../../scripts/api-history/tables'
import {
  badgeLabel,
  badgeText,
  briefReason,
  pageBadges,
  placeBadge,
  type Badge,
} from '../../src/features/api-badges/badges'
import {
  readPages,
  releaseAdditions,
  releaseAdditionsTree,
  releaseNotes,
} from '../../src/features/api-badges/releaseAdditions'
import {
  declarationKey,
  tiedTables,
  tiedTablesIn,
} from '../../src/features/declaration-tables/tables'
import { DOCS_DIR } from '../../src/markdown/docRoutes'
import { headingIds } from '../../src/markdown/headingIds'
import { markdownFiles, parseMdx } from '../../src/markdown/readMdx'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import type { Heading, TableCell } from 'mdast'
import {
  apiHistory,
  readApiHistory,
  type ApiHistoryFile,
} from '../../src/features/api-badges/apiHistory'

const HISTORY = 'src/features/api-badges/api-history.json'
const work = mkdtempSync(path.join(tmpdir(), 'api-history-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** A tarball as the registry serves one: `package/` and its files. */
function tarball(name: string, files: Record<string, string>): string {
  const version = name.replace(/^.*-/, '')
  const dir = path.join(work, `src-${name}`)
  for (const [name, text] of Object.entries({
    'package.json': JSON.stringify({
      name: 'fixture-pkg',
      version,
      types: 'index.d.ts',
      ...(files['sub.d.ts'] && {
        exports: {
          '.': { types: './index.d.ts' },
          './sub': { types: './sub.d.ts' },
        },
      }),
    }),
    ...files,
  })) {
    mkdirSync(path.join(dir, 'package'), { recursive: true })
    writeFileSync(path.join(dir, 'package', name), text)
  }
  const file = path.join(work, `fixture-pkg-${name}.tgz`)
  execFileSync('tar', ['-czf', file, '-C', dir, 'package'])
  return file
}

const noRegistry = (name: string): never => {
  throw new Error(`the fixtures ask the registry for nothing (${name})`)
}

/**
 * The history of fixture releases, built from their files, in a cache of
 * their own: versions "1.0.0", "2.0.0"… unless given.
 */
function historyOf(
  cache: string,
  releases: Record<string, string>[],
  tables?: TableToRead[],
  more: {
    versions?: string[]
    objects?: ReaderObject[]
    probes?: Probe[]
  } = {},
) {
  return historyFromTarballs({
    tables,
    objects: more.objects,
    probes: more.probes,
    packageName: 'fixture-pkg',
    entryPoints: ['fixture-pkg', 'fixture-pkg/sub'],
    releases: releases.map((files, index) => {
      const version = more.versions?.[index] ?? `${index + 1}.0.0`
      return { version, tarball: tarball(`${cache}-${version}`, files) }
    }),
    cacheDir: path.join(work, cache),
    projectRoot: work,
    published: noRegistry,
  })
}

describe('the API history script', () => {
  it('takes every stable version, patches included, without prereleases or anything newer than the installed version', () => {
    const published = [
      '1.8.6',
      '2.0.0-beta.1',
      '1.9.7',
      '1.9.0',
      '2.0.0',
      '2.0.1',
      '2.1.0',
      '2.2.0',
      '2.2.1',
    ]
    expect(stableReleases(published, '1.9.0', '2.2.0')).toEqual([
      '1.9.0',
      '1.9.7',
      '2.0.0',
      '2.0.1',
      '2.1.0',
      '2.2.0',
    ])
  })

  it('dates exports, members, deprecations and removals from the releases’ declarations', () => {
    const { file, notes } = historyOf('dates', [
      {
        'index.d.ts': `
          export declare const A: number
          export interface Opts { a: string }
          export declare function make(options: Opts): void
        `,
      },
      {
        'index.d.ts': `
          /** @deprecated Use B. */
          export declare const A: number
          export declare const B: string
          export interface Opts {
            a: string
            /** @deprecated Leave it out. */
            b?: number
          }
          export declare function make(options: Opts): void
          export declare function inline(size: number, settings?: { fast: boolean }): void
          export type Result = ({ kind: 'a'; status: string } | { kind: 'b'; status: string }) & {
            /** @deprecated Use kind. */
            status: string
          }
          export type Either = { x: number } | { /** @deprecated */ x: number; y: string }
        `,
        'sub.d.ts': `export declare const C: boolean`,
      },
      {
        'index.d.ts': `
          export declare const B: string
          export interface Opts {
            /** @deprecated Leave it out. */
            b?: number
            c?: string
          }
          export declare function make(options: Opts): void
          export declare function inline(size: number, settings?: { fast: boolean; slow?: true }): void
          export type Result = ({ kind: 'a'; status: string } | { kind: 'b'; status: string }) & {
            /** @deprecated Use kind. */
            status: string
          }
          export type Either = { x: number } | { /** @deprecated */ x: number; y: string }
        `,
        'sub.d.ts': `export declare const C: boolean`,
      },
    ])
    const history = readApiHistory(file)
    const main = 'fixture-pkg'
    expect(history.releases).toEqual(['1.0.0', '2.0.0', '3.0.0'])

    expect(history.exportLife(main, 'A')).toEqual({
      added: '1.0.0',
      deprecated: '2.0.0',
      removed: '3.0.0',
    })
    expect(history.addedIn(main, 'B')).toBe('2.0.0')
    expect(history.exportLife(main, 'B')?.deprecated).toBeUndefined()
    expect(history.addedIn(main, 'missing')).toBeUndefined()

    expect(history.memberLife(main, 'Opts', 'a')).toEqual({
      added: '1.0.0',
      removed: '3.0.0',
    })
    expect(history.memberLife(main, 'Opts', 'b')).toEqual({
      added: '2.0.0',
      deprecated: '2.0.0',
    })
    expect(history.memberLife(main, 'Opts', 'b')).toEqual(
      history.memberLife(main, 'make(0)', 'b'),
    )

    // A parameter typed by an exported declaration names it; an inline one
    // has its own members.
    expect(file.entryPoints[main]!.declarations['make(0)']).toEqual({
      name: 'options',
      type: 'Opts',
    })
    expect(history.declarationLife(main, 'inline(1)')).toEqual({
      added: '2.0.0',
    })
    expect(history.memberLife(main, 'inline(1)', 'slow')?.added).toBe('3.0.0')
    expect(Object.keys(file.entryPoints[main]!.declarations)).not.toContain(
      'inline(0)',
    )

    // Deprecated where a type's declarations say so, in every member of a
    // union that has it.
    expect(history.memberLife(main, 'Result', 'status')).toEqual({
      added: '2.0.0',
      deprecated: '2.0.0',
    })
    expect(history.membersOf(main, 'Either')).toEqual(['x', 'y'])
    expect(history.memberLife(main, 'Either', 'x')?.deprecated).toBeUndefined()

    // An entry point of a later release dates its exports from there.
    expect(history.addedIn('fixture-pkg/sub', 'C')).toBe('2.0.0')

    expect(history.changesIn('3.0.0')).toEqual({
      added: [
        { entryPoint: main, name: 'Opts', member: 'c' },
        { entryPoint: main, name: 'inline(1)', member: 'slow' },
      ],
      deprecated: [],
      removed: [
        { entryPoint: main, name: 'A' },
        { entryPoint: main, name: 'Opts', member: 'a' },
      ],
    })
    expect(history.changesIn('2.0.0').deprecated).toEqual([
      { entryPoint: main, name: 'A' },
    ])
    expect(notes).toEqual([])
  }, 60_000)

  it('fails, naming the import, when the package’s declarations import what does not resolve', () => {
    expect(() =>
      historyOf('unresolved', [
        {
          'index.d.ts': `
            import type { Base } from 'not-installed'
            export interface Opts extends Base { a: string }
          `,
        },
      ]),
    ).toThrow(/index\.d\.ts: not-installed/)
  }, 60_000)
})

/** A page that documents fixture-pkg: its exports' headings and three tied tables. */
const FIXTURE_PAGE = `---
title: Fixture
---

## A

## \`B\`

{/* declaration: fixture-pkg Opts */}
| Option | Default | Meaning |
| --- | --- | --- |
| [\`a\`](#a-option) | required | Since the first release. |
| \`b\` (deprecated) | none | Deprecated when it came. |
| [\`c\`](#c-option) | none | Added in 3.0. |
| \`c.deep\` | none | Added with \`c\`. |

{/* declaration: fixture-pkg Later */}
| Member | Meaning |
| --- | --- |
| \`x\` | Came with \`Later\`, first exported in 2.0. |
| \`y\` | Added in 3.0. |

{/* declaration: fixture-pkg f() */}
| Parameter | Default |
| --- | --- |
| \`size\` | required |
| \`extra\` | none |
| \`extra.flag\` | none |

### a option

### c option {/* #c-option */}

### Fresh

### FreshType

### Opts

### When to use B
`

/** Three releases of fixture-pkg: 2.0 adds `Later`, 3.0 adds and deprecates. */
const BADGE_RELEASES = [
  {
    'index.d.ts': `
      export declare const A: number
      export interface Opts { a: string }
      export declare function f(size: number): void
    `,
  },
  {
    'index.d.ts': `
      export declare const A: number
      export interface Opts { a: string }
      export interface Later { x: number }
      export declare function f(size: number): void
    `,
  },
  {
    'index.d.ts': `
      /** @deprecated Use **B** instead.
       * It is the same, but typed. */
      export declare const A: number
      export declare const B: string
      export interface Opts {
        a: string
        /** @deprecated Use \`c\`. */
        b?: number
        c?: { deep?: boolean }
      }
      export interface Later { x: number; y?: string }
      export interface Fresh { z: number }
      export type FreshType = Fresh
      export declare function f(size: number, extra?: { flag?: boolean }): void
    `,
  },
]

describe('the history of the declarations pages document, and its badges', () => {
  const page = parseMdx(FIXTURE_PAGE)
  const { tables, problems } = tiedTables(page, 'fixture.mdx')
  const { file } = historyOf('tables', BADGE_RELEASES, tablesToRead(tables))
  const history = readApiHistory(file)
  const homes = {
    version: '3.0.2',
    entryPoints: { 'fixture-pkg': { A: '/fixture', B: '/fixture' } },
  }

  it('dates each table’s declaration and its members, with deprecation reasons', () => {
    expect(problems).toEqual([])
    expect(history.tables()).toEqual([
      'fixture-pkg Later',
      'fixture-pkg Opts',
      'fixture-pkg f()',
    ])
    expect(history.tableLife('fixture-pkg Later')).toEqual({ added: '2.0.0' })
    expect(history.tableMemberLife('fixture-pkg Later', 'x')).toEqual({
      added: '2.0.0',
    })
    expect(history.tableMemberLife('fixture-pkg Opts', 'b')).toEqual({
      added: '3.0.0',
      deprecated: '3.0.0',
      reason: 'Use `c`.',
    })
    // A deeper member a row names by its path.
    expect(history.tableMemberLife('fixture-pkg Opts', 'c.deep')).toEqual({
      added: '3.0.0',
    })
    expect(history.tableMemberLife('fixture-pkg f()', 'extra')).toEqual({
      added: '3.0.0',
    })
    expect(history.exportLife('fixture-pkg', 'A')).toEqual({
      added: '1.0.0',
      deprecated: '3.0.0',
      reason: 'Use **B** instead. It is the same, but typed.',
    })
  }, 60_000)

  const badges = pageBadges(page, 'fixture.mdx', '/fixture', homes, history)
  const headingOf = (text: string) => {
    let found: Heading | undefined
    visit(page, 'heading', (node: Heading) => {
      // Without an explicit id's comment (`{/* #id */}`).
      if (
        toString(node)
          .replace(/\/\*.*\*\/$/, '')
          .trim() === text
      )
        found ??= node
    })
    return found!
  }
  const labels = (list: Badge[] | undefined) => list?.map(badgeLabel)
  const rowLabels = () => {
    const out: Record<string, string[]> = {}
    for (const [cell, list] of badges.cells)
      out[toString(cell).replace(/ \(deprecated\)$/, '')] = labels(list)!
    return out
  }

  it('badges rows newer than their declaration, and deprecated ones', () => {
    expect(rowLabels()).toEqual({
      b: ['Added in 3.0.0', 'Deprecated: Use c.'],
      c: ['Added in 3.0.0'],
      'c.deep': ['Added in 3.0.0'],
      // `x` came with `Later` (first exported in 2.0): no badge. A
      // parameter's name dates nothing (`args` renamed `arg` looks new):
      // `extra` has none either, but its member does.
      'extra.flag': ['Added in 3.0.0'],
      y: ['Added in 3.0.0'],
    })
  })

  it('badges the headings of exports on their home page, and those badged rows link to', () => {
    expect(labels(badges.headings.get(headingOf('B')))).toEqual([
      'Added in 3.0.0',
    ])
    expect(labels(badges.headings.get(headingOf('A')))).toEqual([
      'Deprecated: Use B instead. It is the same, but typed.',
    ])
    expect(labels(badges.headings.get(headingOf('c option')))).toEqual([
      'Added in 3.0.0',
    ])
    expect(badges.headings.has(headingOf('a option'))).toBe(false)
    // A type's section, a heading that is its name alone, on any page; but
    // not a plain word (`## Actions`).
    expect(labels(badges.headings.get(headingOf('FreshType')))).toEqual([
      'Added in 3.0.0',
    ])
    expect(badges.headings.has(headingOf('Fresh'))).toBe(false)
    expect(badges.headings.has(headingOf('Opts'))).toBe(false)
    // Only the first heading that names an export on its home page; on
    // another, only a compound name alone.
    expect(badges.headings.has(headingOf('When to use B'))).toBe(false)
    const elsewhere = pageBadges(page, 'fixture.mdx', '/other', homes, history)
    expect(elsewhere.headings.has(headingOf('B'))).toBe(false)
    expect(labels(elsewhere.headings.get(headingOf('FreshType')))).toEqual([
      'Added in 3.0.0',
    ])
  })

  it('puts a badge where the row says (deprecated), and before a heading’s explicit id', () => {
    const tree = parseMdx(FIXTURE_PAGE)
    const ids = headingIds(tree)
    const found = pageBadges(tree, 'fixture.mdx', '/fixture', homes, history)
    for (const [parent, list] of [...found.headings, ...found.cells])
      for (const badge of list)
        placeBadge(parent, badge, {
          type: 'text',
          value: `[${badgeLabel(badge)}]`,
        })
    const cells: string[] = []
    visit(tree, 'tableCell', (cell: TableCell) => {
      cells.push(toString(cell))
    })
    expect(cells).toContain('b [Deprecated: Use c.] [Added in 3.0.0]')
    expect(cells).toContain('c [Added in 3.0.0]')
    const headings: Heading[] = []
    visit(tree, 'heading', (node: Heading) => {
      headings.push(node)
    })
    const withId = headings.find((h) => toString(h).startsWith('c option'))!
    expect(withId.children.at(-1)!.type).toBe('mdxTextExpression')
    expect(toString(withId)).toBe('c option [Added in 3.0.0]/* #c-option */')
    // Read before the badges go in (by Docusaurus, or the twin), the ids
    // are the words' (tests/build/apiBadges.test.ts checks the built pages).
    expect(ids).toEqual([
      'a',
      'b',
      'a-option',
      'c-option',
      'fresh',
      'freshtype',
      'opts',
      'when-to-use-b',
    ])
  })

  it('lists what each release after the baseline added, linked to its section', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'release-additions-'))
    const pageFile = path.join(dir, 'fixture.mdx')
    writeFileSync(pageFile, FIXTURE_PAGE)
    const additions = releaseAdditions([pageFile], homes, history, {
      features: [],
      behaviour: [],
    })
    rmSync(dir, { recursive: true })
    expect(additions.map((a) => a.line)).toEqual(['3.0', '2.0'])
    const [latest] = additions
    expect(latest!.exports.map((a) => a.name)).toEqual([
      'B',
      'Fresh',
      'FreshType',
    ])
    expect(latest!.exports[0]!.place).toMatchObject({ anchor: 'b' })
    expect(latest!.deprecated.map((a) => a.name)).toEqual(['A'])
    expect(latest!.members.map((a) => [a.name, a.place?.anchor])).toEqual([
      ['b', 'b'],
      ['c', 'c-option'],
      ['c.deep', 'b'],
      ['extra.flag', 'b'],
      ['y', 'b'],
    ])
    const tree = releaseAdditionsTree(additions)
    expect(
      tree.filter((node) => node.type === 'heading').map((h) => toString(h)),
    ).toEqual(['Redux Toolkit 3.0', 'Redux Toolkit 2.0'])
  }, 30_000)

  it('keeps a deprecation reason to its first sentences, without Markdown', () => {
    expect(briefReason('Use **B**. Then `c`.')).toBe('Use B. Then c.')
    const long = `${'Word '.repeat(30).trim()}. ${'More '.repeat(40).trim()}.`
    expect(briefReason(long)).toBe(`${'Word '.repeat(30).trim()}.`)
  })
})

/**
 * Four releases of fixture-pkg, patches included. `useThing()` returns `y`
 * from 2.1.0, though the helper type `Result` a table is tied to only has
 * it from 2.2.0; `Late` and `api.util.b` first ship in the patch 2.1.1;
 * `Old` is gone in 2.1.0.
 */
const PATCH_RELEASES: [string, string][] = [
  [
    '2.0.0',
    `export declare function makeApi(): { util: { a(): void } }
     export interface Result { x: number }
     export declare function useThing(): { x: number }
     export declare const Old: number`,
  ],
  [
    '2.1.0',
    `export declare function makeApi(): { util: { a(): void } }
     export interface Result { x: number }
     export declare function useThing(): { x: number; y: boolean }`,
  ],
  [
    '2.1.1',
    `export declare function makeApi(): { util: { a(): void; b(): void } }
     export interface Result { x: number }
     export declare function useThing(): { x: number; y: boolean }
     export declare const Late: string`,
  ],
  [
    '2.2.0',
    `export declare function makeApi(): { util: { a(): void; b(): void } }
     export interface Result { x: number; y: boolean }
     export declare function useThing(): { x: number; y: boolean }
     export declare const Late: string`,
  ],
]

const OBJECTS: ReaderObject[] = [
  {
    key: 'api.util',
    path: 'api.util',
    code: `import { makeApi } from 'fixture-pkg'\nexport const reader = makeApi().util\n`,
  },
  {
    key: 'useThing()',
    path: 'useThing()',
    code: `import { useThing } from 'fixture-pkg'\nexport const reader = useThing()\n`,
    tables: { 'fixture-pkg Result': '' },
  },
]

const USES_Y = `import { useThing } from 'fixture-pkg'\nexport const y: boolean = useThing().y\n`
const PROBES: Probe[] = [
  {
    about: 'y on what useThing() returns',
    target: { object: 'useThing()', member: 'y' },
    code: USES_Y,
  },
  {
    about: 'Late, first in a patch',
    target: { entryPoint: 'fixture-pkg', export: 'Late' },
    code: `import { Late } from 'fixture-pkg'\nexport const late: string = Late\n`,
  },
]

const PATCH_PAGE = `---
title: Patches
---

## Late

{/* declaration: fixture-pkg Result */}
| Field | Meaning |
| --- | --- |
| \`x\` | Since the first release. |
| \`y\` | What useThing() returns since 2.1.0. |

### api.util.b

### api.util.a
`

describe('exact versions, objects readers reach, probes and release notes', () => {
  const versions = PATCH_RELEASES.map(([version]) => version)
  const files = PATCH_RELEASES.map(([, text]) => ({ 'index.d.ts': text }))
  const page = parseMdx(PATCH_PAGE)
  const { file } = historyOf(
    'patches',
    files,
    tablesToRead(tiedTables(page, 'patches.mdx').tables),
    { versions, objects: OBJECTS, probes: PROBES },
  )
  const history = readApiHistory(file)
  const homes = {
    version: '2.2.0',
    entryPoints: { 'fixture-pkg': { Late: '/patches' } },
  }

  it('dates each name by the first published version that has it, a patch included', () => {
    expect(history.releases).toEqual(versions)
    expect(history.addedIn('fixture-pkg', 'Late')).toBe('2.1.1')
    expect(history.removedIn('fixture-pkg', 'Old')).toBe('2.1.0')
    expect(history.objectMemberLife('api.util', 'b')).toEqual({
      added: '2.1.1',
    })
    // The helper type has y from 2.2.0; the object readers get, from 2.1.0.
    expect(history.tableMemberLife('fixture-pkg Result', 'y')).toEqual({
      added: '2.2.0',
    })
    expect(history.objectMemberLife('useThing()', 'y')).toEqual({
      added: '2.1.0',
    })
  }, 60_000)

  it('fails when a probe compiles from another release than the history says', () => {
    expect(() =>
      historyOf('wrong-probe', files, [], {
        versions,
        objects: OBJECTS,
        probes: [
          {
            about: 'x, but the code reads y',
            target: { object: 'useThing()', member: 'x' },
            code: USES_Y,
          },
        ],
      }),
    ).toThrow(
      /x, but the code reads y: compiles from 2\.1\.0, but the history dates it 2\.0\.0/,
    )
  }, 60_000)

  const badges = pageBadges(page, 'patches.mdx', '/patches', homes, history)
  const headingBadges = () => {
    const out: Record<string, string[]> = {}
    for (const [heading, list] of badges.headings)
      out[toString(heading)] = list.map(
        (badge) => `${badgeText(badge)} ${badgeLabel(badge)}`,
      )
    return out
  }

  it('badges the exact version, rows by what the reader gets, and headings of nested members', () => {
    expect(headingBadges()).toEqual({
      Late: ['2.1.1+ Added in 2.1.1'],
      'api.util.b': ['2.1.1+ Added in 2.1.1'],
    })
    const rows: Record<string, string[]> = {}
    for (const [cell, list] of badges.cells)
      rows[toString(cell)] = list.map(badgeLabel)
    expect(rows).toEqual({ y: ['Added in 2.1.0'] })
    expect(badgeText({ kind: 'added', release: '2.6.0' })).toBe('2.6+')
  })

  it('groups the list by minor line, naming the patch, nested members, removals and notes', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'release-notes-'))
    const pageFile = path.join(dir, 'patches.mdx')
    writeFileSync(pageFile, PATCH_PAGE)
    const notes = {
      docsDir: dir,
      features: [
        {
          release: '2.1.1',
          feature: 'Late things',
          links: [{ label: '`Late`', to: 'patches.mdx#late' }],
        },
      ],
      behaviour: [
        { release: '2.1.0', change: 'Old goes', to: 'patches.mdx#apiutila' },
      ],
    }
    const additions = releaseAdditions([pageFile], homes, history, notes)
    const problems = releaseNotes(readPages([pageFile]), history, {
      docsDir: dir,
      features: [],
      behaviour: [
        { release: '9.9.9', change: 'Never', to: 'patches.mdx#late' },
        { release: '2.1.0', change: 'Nowhere', to: 'patches.mdx#missing' },
        { release: '2.1.0', change: 'No page', to: 'other.mdx#late' },
      ],
    }).problems
    rmSync(dir, { recursive: true })
    expect(problems).toEqual([
      'Never: 9.9.9 is no release the history read',
      'Nowhere: patches.mdx#missing: docs/patches.mdx has no section #missing',
      'No page: other.mdx#late: no page docs/other.mdx',
    ])
    expect(additions.map((a) => a.line)).toEqual(['2.2', '2.1', '2.0'])
    const line = additions[1]!
    const named = (list: { name: string; release: string }[]) =>
      list.map(({ name, release }) => `${name} ${release}`)
    expect(named(line.exports)).toEqual(['Late 2.1.1'])
    expect(named(line.nested)).toEqual([
      'api.util.b 2.1.1',
      'useThing().y 2.1.0',
    ])
    expect(line.nested[0]!.place).toMatchObject({ anchor: 'apiutilb' })
    expect(named(line.removed)).toEqual(['Old 2.1.0'])
    expect(line.members).toEqual([])
    expect(line.features.map((note) => note.text)).toEqual(['Late things'])
    const [, list] = releaseAdditionsTree([line])
    expect(toString(list!)).toBe(
      'Late things (2.1.1): Late' +
        'Members: api.util.b (2.1.1), useThing().y' +
        'Exports: Late (2.1.1)' +
        'Removed: Old' +
        'Changed: Old goes',
    )
  }, 30_000)
})

describe('the committed API history', () => {
  const text = readFileSync(HISTORY, 'utf8')
  const file: ApiHistoryFile = JSON.parse(text)

  it('covers the installed @reduxjs/toolkit', () => {
    const installed = JSON.parse(
      readFileSync('node_modules/@reduxjs/toolkit/package.json', 'utf8'),
    ).version
    const last = file.releases.at(-1)!
    expect(
      semver.gt(installed, last),
      `${HISTORY} ends at ${last}, but @reduxjs/toolkit ${installed} is installed: run \`npm run api-history\``,
    ).toBe(false)
  })

  it('is in its canonical form (sorted keys, one line per life)', () => {
    // Edited by hand? Run `npm run api-history` instead.
    expect(formatHistory(file)).toBe(text)
    expect(file.generatedBy).toBe('npm run api-history')
  })

  it('ties its reader objects to tables the pages still have', () => {
    // A renamed table declaration would silently date its rows by the
    // helper type again: rename the key in scripts/api-history/readers.ts
    // and run `npm run api-history`.
    const onPages = new Set(
      tiedTablesIn(markdownFiles(DOCS_DIR)).tables.map((table) =>
        declarationKey(table.declaration),
      ),
    )
    const tied = apiHistory
      .objects()
      .flatMap((key) => Object.keys(apiHistory.object(key)!.tables))
    expect(tied.length).toBeGreaterThan(0)
    expect(tied.filter((key) => !onPages.has(key))).toEqual([])
  }, 60_000)

  it('answers for the published releases', () => {
    const root = '@reduxjs/toolkit'
    expect(apiHistory.releases[0]).toBe('1.9.0')
    expect(apiHistory.addedIn(root, 'combineSlices')).toBe('2.0.0')
    expect(apiHistory.removedIn(root, 'getDefaultMiddleware')).toBe('2.0.0')
    expect(
      apiHistory.memberLife(
        '@reduxjs/toolkit/query',
        'EndpointBuilder',
        'infiniteQuery',
      )?.added,
    ).toBe('2.6.0')
    expect(apiHistory.declarationLife(root, 'configureStore(0)')?.added).toBe(
      '1.9.0',
    )
  })
})
