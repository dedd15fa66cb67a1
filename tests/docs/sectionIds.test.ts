import { readdirSync, writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  DROPPED_IDS_FILE,
  PINNED_IDS_FILE,
  aliasFileRoutes,
  pageIds,
  readJson,
  readLegacyAnchors,
} from '../support/sectionIds'
import { DOCS_DIR } from '../../src/markdown/docRoutes'
import { previousSiteIdsKeptWithReason } from '../support/sectionIdBounds'

// Section ids are a public interface (manuals/links.md). This
// check runs on the sources in seconds; tests/build/links.test.ts finds
// the same ids in the built HTML.
//
// `npm run links:pin` (PIN_SECTION_IDS=1) adds the ids of new headings and
// aliases to links/section-ids.json; it never removes one.

const pages = pageIds()
const idsOf = new Map(
  pages.map((page) => [
    page.route,
    new Set([...page.headings, ...page.aliases.map((alias) => alias.id)]),
  ]),
)
let pinned = readJson<Record<string, string[]>>(PINNED_IDS_FILE, {})
const dropped = readJson<Record<string, Record<string, string>>>(
  DROPPED_IDS_FILE,
  {},
)

if (process.env.PIN_SECTION_IDS) {
  const next: Record<string, string[]> = {}
  for (const { route } of pages) {
    const known = pinned[route] ?? []
    next[route] = [
      ...known,
      ...[...idsOf.get(route)!].filter((id) => !known.includes(id)),
    ]
  }
  writeFileSync(PINNED_IDS_FILE, JSON.stringify(next, null, 2) + '\n')
  pinned = next
}

describe('section ids', () => {
  it('alias files belong to pages, and each alias opens an existing section under a new id', () => {
    const problems: string[] = []
    for (const route of aliasFileRoutes()) {
      if (!idsOf.has(route))
        problems.push(
          `links/aliases${route}.json: no doc page has the route ${route}`,
        )
    }
    for (const { route, headings, aliases } of pages) {
      const seen = new Set<string>()
      for (const { id, section } of aliases) {
        if (headings.includes(id))
          problems.push(
            `${route}#${id}: already a heading id, the alias is not needed`,
          )
        if (section !== '' && !headings.includes(section))
          problems.push(
            `${route}#${id}: its section #${section} is no heading of the page`,
          )
        if (seen.has(id)) problems.push(`${route}#${id}: listed twice`)
        seen.add(id)
      }
      const repeated = headings.filter(
        (id, index) => headings.indexOf(id) !== index,
      )
      if (repeated.length)
        problems.push(`${route}: repeated heading ids ${repeated.join(', ')}`)
    }
    expect(problems).toEqual([])
  })

  it('every section id of the previous site exists on its route, as a heading or an alias', () => {
    const missing: string[] = []
    const checked = new Set<string>()
    for (const [route, anchors] of Object.entries(readLegacyAnchors().routes)) {
      const ids = idsOf.get(route)
      if (!ids) {
        missing.push(`${route}: no doc page has this route`)
        continue
      }
      for (const [id, text] of Object.entries(anchors ?? {})) {
        checked.add(`${route}#${id}`)
        if (!ids.has(id)) missing.push(`${route}#${id} ("${text}")`)
      }
    }
    expect(missing).toEqual([])
    const keptWithReason = previousSiteIdsKeptWithReason()
    expect(keptWithReason.length).toBeGreaterThan(0)
    expect(keptWithReason.filter((id) => !checked.has(id))).toEqual([])
  })

  it('every pinned id still exists, or is dropped with a reason', () => {
    const lost: string[] = []
    let checked = 0
    for (const [route, ids] of Object.entries(pinned)) {
      for (const id of ids) {
        checked++
        const reason = dropped[route]?.[id]
        if (idsOf.get(route)?.has(id)) continue
        if (typeof reason === 'string' && reason.trim()) continue
        lost.push(
          `${route}#${id}: renamed? add {"${id}": "<new heading id>"} to links/aliases${route}.json; gone? give a reason in links/dropped-section-ids.json`,
        )
      }
    }
    expect(lost).toEqual([])
    // Not a pass on nothing: pinning keeps every id the pages have now.
    expect(checked).toBeGreaterThanOrEqual(
      [...idsOf.values()].reduce((sum, ids) => sum + ids.size, 0),
    )
  })

  it('every id of every page is pinned', () => {
    // Not a pass on nothing: every page of docs/ was read.
    expect(pages).toHaveLength(
      readdirSync(DOCS_DIR, { recursive: true, encoding: 'utf8' }).filter(
        (name) => name.endsWith('.mdx'),
      ).length,
    )
    const unpinned = pages.flatMap(({ route }) =>
      [...idsOf.get(route)!]
        .filter((id) => !pinned[route]?.includes(id))
        .map((id) => `${route}#${id}`),
    )
    // New headings or aliases: `npm run links:pin` records them.
    expect(unpinned).toEqual([])
  })
})
