import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import {
  exportsWithoutHeading,
  type ApiHomes,
} from '../../scripts/api-coverage/coverage'
import { readApiHomes } from '../../src/markdown/apiHomes'
import { docOfRoute } from '../../src/markdown/docRoutes'
import { apiHistory } from '../../src/features/api-badges/apiHistory'

const homes: ApiHomes = readApiHomes()
const require = createRequire(import.meta.url)

describe('API coverage', () => {
  it('maps the installed @reduxjs/toolkit version', () => {
    expect(require('@reduxjs/toolkit/package.json').version).toBe(homes.version)
  })

  it('knows a home page for every runtime export of every entry point', async () => {
    const unmapped: string[] = []
    for (const [entry, exports] of Object.entries(homes.entryPoints)) {
      const runtime = Object.keys(await import(entry)).filter(
        (name) => name !== 'default',
      )
      expect(runtime.length, entry).toBeGreaterThan(10)
      unmapped.push(
        ...runtime
          .filter((name) => !(name in exports))
          .map((name) => `${entry}: ${name}`),
      )
    }
    // A new export: add it to the inventory and run scripts/api-coverage/derive.mjs.
    expect(unmapped).toEqual([])
  }, 30_000)

  it('has the history of every mapped export (src/features/api-badges/api-history.json)', () => {
    const missing = Object.entries(homes.entryPoints).flatMap(
      ([entry, exports]) =>
        Object.keys(exports)
          .filter(
            (name) =>
              !apiHistory.addedIn(entry, name) ||
              apiHistory.removedIn(entry, name),
          )
          .map((name) => `${entry}: ${name}`),
    )
    expect(
      missing,
      'documented but not in the history: run `npm run api-history`',
    ).toEqual([])
  })

  it('gives every export a heading on its home page', () => {
    const missing = exportsWithoutHeading(homes)
    const undocumented = [...missing].flatMap(([route, names]) =>
      [...names].map(
        (name) => `${name} has no heading in ${docOfRoute(route)}`,
      ),
    )
    expect(undocumented).toEqual([])
  }, 30_000)
})
