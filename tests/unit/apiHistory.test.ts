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
import { minorReleases } from '../../scripts/api-history/releases'
import {
  apiHistory,
  readApiHistory,
  type ApiHistoryFile,
} from '../../src/data/apiHistory'

const HISTORY = 'src/data/api-history.json'
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
 * The history of fixture releases "1.0.0", "2.0.0"… (read at 1.0.0, 2.0.1…),
 * built from their files, in a cache of their own.
 */
function historyOf(cache: string, releases: Record<string, string>[]) {
  return historyFromTarballs({
    packageName: 'fixture-pkg',
    entryPoints: ['fixture-pkg', 'fixture-pkg/sub'],
    releases: releases.map((files, index) => {
      const version = `${index + 1}.0.${index}`
      return {
        release: `${index + 1}.0.0`,
        version,
        tarball: tarball(`${cache}-${version}`, files),
      }
    }),
    cacheDir: path.join(work, cache),
    projectRoot: work,
    published: noRegistry,
  })
}

describe('the API history script', () => {
  it('takes the last patch of each minor line, without prereleases or anything newer than the installed version', () => {
    const published = [
      '1.8.6',
      '1.9.0',
      '1.9.7',
      '2.0.0-beta.1',
      '2.0.0',
      '2.0.1',
      '2.1.0',
      '2.2.0',
      '2.2.1',
    ]
    expect(minorReleases(published, '1.9.0', '2.2.0')).toEqual([
      { release: '1.9.0', version: '1.9.7' },
      { release: '2.0.0', version: '2.0.1' },
      { release: '2.1.0', version: '2.1.0' },
      { release: '2.2.0', version: '2.2.0' },
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
    expect(history.publishedVersion('3.0.0')).toBe('3.0.2')

    expect(history.exportLife(main, 'A')).toEqual({
      added: '1.0.0',
      deprecated: '2.0.0',
      removed: '3.0.0',
    })
    expect(history.addedIn(main, 'B')).toBe('2.0.0')
    expect(history.deprecatedIn(main, 'B')).toBeUndefined()
    expect(history.addedIn(main, 'missing')).toBeUndefined()

    expect(history.propertyAddedIn(main, 'Opts', 'a')).toBe('1.0.0')
    expect(history.propertyRemovedIn(main, 'Opts', 'a')).toBe('3.0.0')
    expect(history.memberLife(main, 'Opts', 'b')).toEqual({
      added: '2.0.0',
      deprecated: '2.0.0',
    })
    expect(history.memberLife(main, 'Opts', 'b')).toEqual(
      history.memberLife(main, 'make(0)', 'b'),
    )

    // A parameter typed by an exported declaration names it; an inline one
    // has its own members.
    expect(history.optionsOf(main, 'make')).toBe('make(0)')
    expect(file.entryPoints[main]!.declarations['make(0)']).toEqual({
      name: 'options',
      type: 'Opts',
    })
    expect(history.optionsOf(main, 'inline')).toBe('inline(1)')
    expect(history.declarationLife(main, 'inline(1)')).toEqual({
      added: '2.0.0',
    })
    expect(history.propertyAddedIn(main, 'inline(1)', 'slow')).toBe('3.0.0')
    expect(history.declarationsOf(main)).not.toContain('inline(0)')

    // Deprecated where a type's declarations say so, in every member of a
    // union that has it.
    expect(history.memberLife(main, 'Result', 'status')).toEqual({
      added: '2.0.0',
      deprecated: '2.0.0',
    })
    expect(history.membersOf(main, 'Either')).toEqual(['x', 'y'])
    expect(history.propertyDeprecatedIn(main, 'Either', 'x')).toBeUndefined()

    // An entry point of a later release dates its exports from there.
    expect(history.entryPointLife('fixture-pkg/sub')).toEqual({
      added: '2.0.0',
    })
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

describe('the committed API history', () => {
  const text = readFileSync(HISTORY, 'utf8')
  const file: ApiHistoryFile = JSON.parse(text)

  it('covers the installed @reduxjs/toolkit', () => {
    const installed = JSON.parse(
      readFileSync('node_modules/@reduxjs/toolkit/package.json', 'utf8'),
    ).version
    const last = file.releases.at(-1)!.version
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

  it('answers for the published releases', () => {
    const root = '@reduxjs/toolkit'
    expect(apiHistory.firstRelease).toBe('1.9.0')
    expect(apiHistory.addedIn(root, 'combineSlices')).toBe('2.0.0')
    expect(apiHistory.removedIn(root, 'getDefaultMiddleware')).toBe('2.0.0')
    expect(
      apiHistory.propertyAddedIn(
        '@reduxjs/toolkit/query',
        'EndpointBuilder',
        'infiniteQuery',
      ),
    ).toBe('2.6.0')
    expect(apiHistory.optionsOf(root, 'configureStore')).toBe(
      'configureStore(0)',
    )
  })
})
