import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  type MovedPage,
  isErrorDecoderPath,
  movedPageFor,
} from '../../src/components/NotFoundGuide/paths'
import { readAliases } from '../../src/features/anchor-aliases/aliases'
import {
  PINNED_IDS_FILE,
  readJson,
  readLegacyAnchors,
} from '../support/sectionIds'
import { DOC_ROUTES } from '../support/routes'
import { previousSiteIdsKeptWithReason } from '../support/sectionIdBounds'
import { TOOLKIT_DIR } from '../../src/features/error-codes'
import { headingIdsOf, htmlOf, missing } from './support/builtPages'
import movedPages from '../../links/moved-pages.json'
import errorCodePages from '../../links/error-code-pages.json'

// Runs against the production build (npm run build first), reading the
// server-rendered HTML only: links must land before any script runs.

describe('links that readers already hold', () => {
  it("every section id of the previous site is in its route's server-rendered HTML", () => {
    expect(existsSync('build/index.html'), 'run npm run build first').toBe(true)
    const problems: string[] = []
    const closestOnly: string[] = []
    const checked = new Set<string>()
    for (const [route, anchors] of Object.entries(readLegacyAnchors().routes)) {
      const reasons = new Map(
        readAliases(route).flatMap((alias) =>
          alias.reason ? [[alias.id, alias] as const] : [],
        ),
      )
      for (const id of Object.keys(anchors ?? {})) {
        checked.add(`${route}#${id}`)
        const problem = missing(`${route}#${id}`)
        if (problem) problems.push(problem)
        const alias = reasons.get(id)
        if (alias)
          closestOnly.push(
            `${route}#${id} → #${alias.section}: ${alias.reason}`,
          )
      }
    }
    expect(problems).toEqual([])
    const keptWithReason = previousSiteIdsKeptWithReason()
    expect(keptWithReason.length).toBeGreaterThan(0)
    expect(keptWithReason.filter((id) => !checked.has(id))).toEqual([])
    // Ids whose topic this site does not cover, and why: shown on every run so that the list stays a choice.
    console.log(
      `Ids of the previous site that point at the closest section only (${closestOnly.length}):\n  ${closestOnly.join('\n  ')}`,
    )
  })

  it('every pinned id of every page is in the built page', () => {
    const pinned = readJson<Record<string, string[]>>(PINNED_IDS_FILE, {})
    const problems = Object.entries(pinned).flatMap(([route, ids]) =>
      ids.flatMap((id) => missing(`${route}#${id}`) ?? []),
    )
    expect(problems).toEqual([])
    // Not a pass on nothing: every heading id of the built pages is pinned.
    const pinnedIds = new Set(
      Object.entries(pinned).flatMap(([route, ids]) =>
        ids.map((id) => `${route}#${id}`),
      ),
    )
    const headingIds = DOC_ROUTES.flatMap((route) =>
      headingIdsOf(route).map((id) => `${route}#${id}`),
    )
    expect(headingIds.length).toBeGreaterThan(DOC_ROUTES.length)
    expect(headingIds.filter((id) => !pinnedIds.has(id))).toEqual([])
  })

  it('every page of the previous site that is not a route here leads to a section that exists', () => {
    const problems: string[] = []
    for (const from of Object.keys(readLegacyAnchors().pagesOutsideTheSpec)) {
      if (isErrorDecoderPath(from)) continue
      if (!movedPageFor(from, movedPages))
        problems.push(`${from}: not in links/moved-pages.json`)
    }
    for (const [from, moved] of Object.entries(movedPages)) {
      if (typeof moved !== 'object') continue
      if (htmlOf(from) !== undefined)
        problems.push(`${from}: is a route of this site, it did not move`)
      const problem = missing((moved as MovedPage).to)
      if (problem) problems.push(problem)
    }
    expect(problems).toEqual([])
  })

  it('the page named for each production error exists', () => {
    const problems = Object.entries(errorCodePages).flatMap(([, entry]) =>
      typeof entry === 'string' ? [] : (missing(entry.page) ?? []),
    )
    expect(problems).toEqual([])
  })

  it('every docs link in the installed @reduxjs/toolkit lands: a page and its section, a moved page, or the error decoder', () => {
    const links = new Set<string>()
    for (const folder of ['dist', 'src']) {
      for (const name of readdirSync(path.join(TOOLKIT_DIR, folder), {
        recursive: true,
        encoding: 'utf8',
      })) {
        if (!/\.(m?js|cjs|d\.m?ts|tsx?)$/.test(name)) continue
        const text = readFileSync(path.join(TOOLKIT_DIR, folder, name), 'utf8')
        for (const match of text.matchAll(
          /https?:\/\/redux-toolkit\.js\.org(\/[^\s"'`)<>\]\\]*)?/g,
        ))
          links.add(match[1] ?? '/')
      }
    }
    // Today the package links 11 distinct places; a new one must land too.
    expect(links.size).toBeGreaterThanOrEqual(11)
    const problems: string[] = []
    for (const link of links) {
      const url = new URL(link, 'https://example.invalid')
      const route = url.pathname.replace(/\/$/, '') || '/'
      const target = `${route}${url.hash}`
      if (htmlOf(route) !== undefined) {
        const problem = missing(target)
        if (problem) problems.push(`${link}: ${problem}`)
      } else if (isErrorDecoderPath(route)) {
        if (!url.searchParams.has('code'))
          problems.push(`${link}: the error decoder needs ?code=`)
      } else {
        const moved = movedPageFor(route, movedPages)
        if (!moved) problems.push(`${link}: neither a page nor a moved page`)
        else if (url.hash)
          problems.push(
            `${link}: a moved page cannot keep the section ${url.hash}`,
          )
      }
    }
    expect(problems).toEqual([])
  })
})
