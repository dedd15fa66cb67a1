import { readFileSync } from 'node:fs'
import { load } from 'cheerio'
import { describe, expect, it } from 'vitest'
import {
  DOCUMENTED_PACKAGES,
  installedVersion,
} from '../../src/markdown/documentedPackages'
import { htmlOf } from './support/builtPages'

// Getting Started's table of the versions the samples compiled against
// (<CheckedVersions />, src/features/checked-versions/remark.ts) in the production
// build (npm run build first) and its twin: every documented package, each
// with the version installed now in node_modules. A version typed into the
// page by hand, or a build older than the installed packages, fails here.

const route = '/introduction/getting-started'
const expected = DOCUMENTED_PACKAGES.map((pkg) => [
  `${pkg.name}${pkg.note ? ` (${pkg.note})` : ''}`,
  installedVersion(pkg),
])

describe("Getting Started's checked versions", () => {
  it('the page shows each documented package with its installed version, under Version documented here', () => {
    const $ = load(htmlOf(route) ?? '')
    const heading = $('h2#version-documented-here')
    expect(heading.length).toBe(1)
    const table = heading.nextUntil('h2').filter('table').first()
    const rows = table
      .find('tbody tr')
      .map((_i, tr) => [
        $(tr)
          .find('td')
          .slice(0, 2)
          .map((_j, td) => $(td).text().trim())
          .get(),
      ])
      .get() as string[][]
    expect(rows).toEqual(expected)
  })

  it('its Markdown twin has the same table', () => {
    const twin = readFileSync(`build${route}.md`, 'utf8')
    const start = twin.indexOf('## Version documented here')
    const section = twin.slice(start, twin.indexOf('\n## ', start + 1))
    const [, , ...rows] = section
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .map((line) =>
        line
          .split('|')
          .slice(1, 3)
          .map((cell) => cell.trim().replaceAll('`', '')),
      )
    expect(rows).toEqual(expected)
  })
})
