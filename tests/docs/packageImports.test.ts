import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkCodeSamples } from '../../scripts/code-check/check'
import {
  installedPackages,
  packageName,
} from '../../scripts/code-check/packageImports'

const FIXTURE = 'tests/docs/fixtures/package-imports.mdx'

describe('samples compile against the packages as published', () => {
  it('counts the declared packages and their dependencies, if installed', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'package-imports-'))
    const write = (name: string, manifest: object) => {
      mkdirSync(path.join(root, name), { recursive: true })
      writeFileSync(
        path.join(root, name, 'package.json'),
        JSON.stringify(manifest),
      )
    }
    try {
      write('.', {
        dependencies: { declared: '1.0.0' },
        devDependencies: { 'declared-missing': '1.0.0' },
      })
      write('node_modules/declared', {
        dependencies: { brought: '1.0.0', 'brought-missing': '1.0.0' },
      })
      write('node_modules/brought', {})
      write('node_modules/hoisted', {})
      expect([...installedPackages(root)].sort()).toEqual([
        'brought',
        'declared',
      ])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('names the package of a module', () => {
    expect(packageName('next/cache')).toBe('next')
    expect(packageName('@reduxjs/toolkit/query/react')).toBe('@reduxjs/toolkit')
    expect(packageName('normalizr')).toBe('normalizr')
  })

  it('fails a package that is not installed, a hidden declare module and a local file in place of a package, naming the line', async () => {
    const problems = await checkCodeSamples([FIXTURE])
    expect(problems).toEqual([
      {
        file: FIXTURE,
        line: 8,
        message:
          "imports 'left-pad-never-installed', but the site does not install 'left-pad-never-installed': add it with npm install -D --save-exact left-pad-never-installed, so the sample compiles against the published package",
      },
      {
        file: FIXTURE,
        line: 8,
        message: expect.stringMatching(
          /^TS2307: Cannot find module 'left-pad-never-installed'/,
        ),
      },
      {
        file: FIXTURE,
        line: 17,
        message:
          "a hidden file declares module 'normalizr', which stands in for the installed package: import 'normalizr' as published (a module augmentation a reader needs belongs in a visible file)",
      },
      {
        file: FIXTURE,
        line: 35,
        message:
          "imports '../lib/next-stubs' in place of the package 'next/cache': import 'next/cache' itself, so the sample compiles against the published package",
      },
      {
        file: FIXTURE,
        line: 36,
        message:
          "imports '../graphql-request', a local file named like the package 'graphql-request': import the package itself, so the sample compiles against the published package",
      },
    ])
  }, 60_000)
})
