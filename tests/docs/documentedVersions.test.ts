import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  DOCUMENTED_PACKAGES,
  PROSE_NAMES,
  installedVersion,
} from '../../src/markdown/documentedPackages'
import { SKILL_FILE } from '../../src/features/markdown-twins/skill'
import { TS_LANGS, splitFiles } from '../../src/markdown/codeSample'
import { importedPackages } from '../../scripts/code-check/packageImports'
import { codeBlocks, markdownFiles, readMdx } from '../../src/markdown/readMdx'

// An exact version written by hand next to a documented package's name
// ("`@reduxjs/toolkit` **2.15.0**", "React 19.3.1", "msw@2.15.0") in the
// pages, the skill, the manuals or the README must be the one installed: the
// pin moves, the prose has to move with it. Getting Started's table of
// versions is generated (<CheckedVersions />) and checked in the build tier.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

interface Mention {
  line: number
  name: string
  version: string
}

/** Each exact version (x.y.z) written right after a documented package's name. */
function versionMentions(text: string): Mention[] {
  const mentions: Mention[] = []
  for (const name of new Set(DOCUMENTED_PACKAGES.map((pkg) => pkg.name))) {
    const spellings = [name, PROSE_NAMES[name] ?? []].flat().map(escape)
    // Not inside a longer name: `react` in react-redux or @types/react.
    const pattern = new RegExp(
      `(?<![\\w@/.-])(?:${spellings.join('|')})(?![\\w/-])\`?\\**(?:\\s+|@)\\**v?(\\d+\\.\\d+\\.\\d+)\\b`,
      'g',
    )
    for (const match of text.matchAll(pattern))
      mentions.push({
        line: text.slice(0, match.index).split('\n').length,
        name,
        version: match[1]!,
      })
  }
  return mentions
}

const installed = (name: string) =>
  DOCUMENTED_PACKAGES.filter((pkg) => pkg.name === name).map((pkg) =>
    installedVersion(pkg),
  )

const FILES = [
  ...markdownFiles('docs'),
  SKILL_FILE,
  ...readdirSync('manuals').map((name) => `manuals/${name}`),
  'README.md',
]

describe('versions named in prose', () => {
  it('finds a version after a name in each spelling, and nothing inside a longer name', () => {
    expect(
      versionMentions(
        [
          'Describes `@reduxjs/toolkit` **2.15.0** with React 19.3.1,',
          'typescript@7.0.2 and Next.js 16.4.6; react-redux 9.3.1;',
          '`@types/react` 19.3.0, React 19 and TypeScript 5.9 are not exact.',
        ].join('\n'),
      ),
    ).toEqual(
      expect.arrayContaining([
        { line: 1, name: '@reduxjs/toolkit', version: '2.15.0' },
        { line: 1, name: 'react', version: '19.3.1' },
        { line: 2, name: 'typescript', version: '7.0.2' },
        { line: 2, name: 'next', version: '16.4.6' },
        { line: 2, name: 'react-redux', version: '9.3.1' },
        { line: 3, name: '@types/react', version: '19.3.0' },
      ]),
    )
    expect(
      versionMentions('react-redux 9.3.1, `@types/react` 19.3.0').map(
        ({ name }) => name,
      ),
    ).toEqual(['react-redux', '@types/react'])
  })

  it('each is the installed version of that package', () => {
    const stale: string[] = []
    const checked: string[] = []
    for (const file of FILES) {
      for (const { line, name, version } of versionMentions(
        readFileSync(file, 'utf8'),
      )) {
        checked.push(`${file} ${name}`)
        const versions = installed(name)
        if (!versions.includes(version))
          stale.push(
            `${file}:${line} says ${name} ${version}; installed: ${versions.join(' and ')}`,
          )
      }
    }
    expect(stale).toEqual([])
    // Getting Started names the documented release in its prose.
    expect(checked).toContain(
      'docs/introduction/getting-started.mdx @reduxjs/toolkit',
    )
  })
})

describe('the documented packages', () => {
  it('include every package a TypeScript sample imports, bar the dependencies of @reduxjs/toolkit, which come with it', () => {
    const { dependencies = {} } = JSON.parse(
      readFileSync('node_modules/@reduxjs/toolkit/package.json', 'utf8'),
    ) as { dependencies?: Record<string, string> }
    const known = new Set([
      ...DOCUMENTED_PACKAGES.map((pkg) => pkg.name),
      ...Object.keys(dependencies),
    ])
    const unlisted: string[] = []
    for (const file of [...markdownFiles('docs'), SKILL_FILE])
      for (const block of codeBlocks(readMdx(file)))
        if (TS_LANGS.has(block.lang ?? ''))
          for (const name of new Set(
            splitFiles(block.value, block.lang!).flatMap(importedPackages),
          ))
            if (!known.has(name))
              unlisted.push(
                `${file}:${block.position?.start.line} imports ${name}, missing from src/markdown/documentedPackages.ts`,
              )
    expect(unlisted).toEqual([])
  }, 60_000)
})
