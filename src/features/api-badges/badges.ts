import type {
  Heading,
  Link,
  PhrasingContent,
  Root,
  TableCell,
  TableRow,
  Text,
} from 'mdast'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import { headingNames, type ApiHomes } from '../../markdown/apiHomes'
import {
  apiHistory as installedHistory,
  type ApiHistory,
  type Release,
  type ResolvedLife,
} from './apiHistory'
import { declarationKey, tiedTables } from '../declaration-tables/tables'
import { headingIds } from '../../markdown/headingIds'

/**
 * Which headings and table rows of a page get a "since" or "Deprecated"
 * badge, from the API history (src/features/api-badges/api-history.json): the same answer
 * for the site's pages (./remark.ts) and for their Markdown twins.
 */

/** The release a 2.x reader can count on: older things get no badge. */
export const BASELINE: Release = '2.0.0'

export type Badge =
  { kind: 'added'; release: Release } | { kind: 'deprecated'; reason?: string }

export interface PageBadges {
  /** Headings of exports, and of members whose table rows have badges. */
  headings: Map<Heading, Badge[]>
  /** The first cell of each table row with badges. */
  cells: Map<TableCell, Badge[]>
  /**
   * The badged rows: the names each documents (as reader code writes them,
   * `api.util.upsertQueryEntries`, when an object readers reach dates the
   * row) and the section to link to (the heading the row links to, else the
   * one above its table).
   */
  rows: { names: string[]; badges: Badge[]; anchor?: string }[]
}

/**
 * A release as the badges and the list write it: the exact version, with a
 * minor line's first release shortened ("2.6.0" → "2.6", "2.2.7" stays).
 */
export const shortRelease = (release: Release) =>
  release.replace(/^(\d+\.\d+)\.0$/, '$1')

/** "2.6.0" → "2.6+", "2.2.7" → "2.2.7+": the badge's text. */
export const badgeText = (badge: Badge) =>
  badge.kind === 'added' ? `${shortRelease(badge.release)}+` : 'Deprecated'

/** What the badge stands for, in full: its accessible name. */
export const badgeLabel = (badge: Badge) =>
  badge.kind === 'added'
    ? `Added in ${badge.release}`
    : badge.reason
      ? `Deprecated: ${badge.reason}`
      : 'Deprecated'

const REASON_LENGTH = 200
/** `AsyncThunkPromise`, `_NEVER`: an identifier that is no plain word. */
const COMPOUND_IDENTIFIER = /^(?=.*(?:[a-z\d][A-Z]|[_$]))[A-Za-z_$][\w$]*$/

/**
 * A `@deprecated` tag's text as a badge's label gives it: without Markdown
 * emphasis, its first sentences up to about 200 characters (`createStore`'s
 * runs to a thousand; its page says the rest).
 */
export function briefReason(reason: string): string {
  const sentences = reason
    .replace(/\*\*|__|`/g, '')
    .match(/[^.!?]+(?:[.!?]+(?=\s|$)|$)/g) ?? [reason]
  let brief = sentences[0]!.trim()
  for (const sentence of sentences.slice(1)) {
    if (`${brief} ${sentence.trim()}`.length > REASON_LENGTH) break
    brief = `${brief} ${sentence.trim()}`
  }
  return brief
}

/** A life as a badge tells it: no `added` when its release says nothing of it. */
type ShownLife = Omit<ResolvedLife, 'added'> & { added?: Release }

/**
 * The badges of one name from the lives it has (an export of two entry
 * points, a row's member in two declarations): added when its first release
 * is after the baseline, deprecated when it is deprecated everywhere.
 */
function badgesOf(lives: ShownLife[], history: ApiHistory): Badge[] {
  const current = lives.filter((life) => !life.removed)
  if (current.length === 0) return []
  const badges: Badge[] = []
  const added = current.map((life) => life.added)
  const [first] = added.every(Boolean)
    ? (added as Release[]).sort(history.compareReleases)
    : []
  if (first && history.compareReleases(first, BASELINE) > 0)
    badges.push({ kind: 'added', release: first })
  if (current.every((life) => life.deprecated)) {
    const found = current.find((life) => life.reason)?.reason
    const reason = found && briefReason(found)
    badges.push({ kind: 'deprecated', ...(reason && { reason }) })
  }
  return badges
}

/**
 * A row's life as its badge may tell it. A member that came with its
 * declaration dates the declaration, not the member: a type first exported
 * in 2.2 (`FetchBaseQueryArgs`) has options from 1.x, so only members newer
 * than their declaration keep their release. Parameters are named by the
 * declarations, and a renamed one (`args` → `arg`) looks new: a parameter's
 * row keeps only its deprecation (a member of one, `options.retainFor`, is
 * dated like any member).
 */
function sinceDeclared(
  life: ResolvedLife,
  declared: ResolvedLife,
  isParameter: boolean,
): ShownLife {
  if (!isParameter && life.added !== declared.added) return life
  const { added: _, ...rest } = life
  return rest
}

/**
 * A heading's words: without an explicit id's comment (`{/* #id *\/}`),
 * which names no export.
 */
export const headingWords = (heading: Heading) =>
  toString(
    heading.children.filter(({ type }) => type !== 'mdxTextExpression'),
  ).trim()

/** `#id` of the first link in a cell, when it points into this page. */
function samePageTarget(cell: TableCell): string | undefined {
  let target: string | undefined
  visit(cell, 'link', (link: Link) => {
    target ??= /^#([^#]+)$/.exec(link.url)?.[1]
  })
  return target
}

/**
 * The badges of a page, read from its MDX tree (as parsed by
 * src/markdown/readMdx.ts or by Docusaurus: headings, tables and the MDX
 * comments above them).
 *
 * - A row of a table tied to a declaration (manuals/declaration-tables.md):
 *   from the lives of the members it names in that declaration (the earliest
 *   one, for a row of several names; every declaration that has the row, for
 *   a table of several).
 * - A heading: that of each export whose home is the page (the first
 *   heading that names it, as the API coverage test finds it), any heading
 *   that is an export's name alone (a type's section), and the one a badged
 *   row links to (`[`reducer`](#reducer)`).
 */
export function pageBadges(
  tree: Root,
  file: string,
  route: string,
  homes: ApiHomes,
  history: ApiHistory = installedHistory,
): PageBadges {
  const result: PageBadges = {
    headings: new Map(),
    cells: new Map(),
    rows: [],
  }

  const headings: { node: Heading; text: string; id: string }[] = []
  const ids = headingIds(tree)
  visit(tree, 'heading', (node: Heading) => {
    headings.push({ node, text: headingWords(node), id: ids[headings.length]! })
  })
  const addTo = (heading: Heading, badges: Badge[]) => {
    const had = result.headings.get(heading) ?? []
    const more = badges.filter(
      (badge) => !had.some((old) => old.kind === badge.kind),
    )
    if (more.length) result.headings.set(heading, [...had, ...more])
  }

  // Exports: every entry point's life of the name, on its home page.
  const exportLives = new Map<string, ResolvedLife[]>()
  for (const [entry, exports] of Object.entries(homes.entryPoints))
    for (const [name, home] of Object.entries(exports)) {
      const life = home === route && history.exportLife(entry, name)
      if (life) exportLives.set(name, [...(exportLives.get(name) ?? []), life])
    }
  for (const [name, lives] of exportLives) {
    const badges = badgesOf(lives, history)
    const heading = headings.find(({ text }) => headingNames(name, text))
    if (badges.length && heading) addTo(heading.node, badges)
  }

  // A heading that is an export's name and nothing else, elsewhere or of
  // a type (`### AsyncThunkPromise`): that export, over every entry point.
  // Not a plain word (`## Actions` is about actions, not the deprecated
  // `Actions` type).
  for (const { node, text: name } of headings) {
    if (!COMPOUND_IDENTIFIER.test(name) || exportLives.has(name)) continue
    const lives = history
      .entryPoints()
      .flatMap((entry) => history.exportLife(entry, name) ?? [])
    const badges = badgesOf(lives, history)
    if (badges.length) addTo(node, badges)
  }

  // A heading that is an object's member as code writes it
  // (`### build.infiniteQuery`): that member, when newer than its object.
  const objectMembers = new Map<string, ShownLife>()
  for (const key of history.objects()) {
    const declared = history.objectLife(key)!
    const { path } = history.object(key)!
    for (const member of history.objectMembers(key)) {
      const life = history.objectMemberLife(key, member)!
      objectMembers.set(
        `${path}.${member}`,
        sinceDeclared(life, declared, false),
      )
    }
  }
  for (const { node, text } of headings) {
    const life = objectMembers.get(text)
    const badges = life ? badgesOf([life], history) : []
    if (badges.length) addTo(node, badges)
  }

  // Rows: the lives of their members, over the tables' declarations; a
  // table whose rows an object readers reach dates (a hook's result) by
  // that object's members, as reader code gets them.
  const rowsByLine = new Map<number, TableRow>()
  visit(tree, 'tableRow', (row: TableRow) => {
    if (row.position) rowsByLine.set(row.position.start.line, row)
  })
  const rowLives = new Map<TableRow, { names: string[]; lives: ShownLife[] }>()
  for (const table of tiedTables(tree, file).tables) {
    const key = declarationKey(table.declaration)
    const dating = history.objectDating(key)
    const object = dating && history.object(dating.key)!
    // What came with the table's declaration, or with the object that
    // dates its rows (the hook's section has its badge), stays unbadged:
    // the earlier of the two.
    const declared = [
      history.tableLife(key),
      dating && history.objectLife(dating.key),
    ]
      .filter((life) => life !== undefined)
      .sort((a, b) => history.compareReleases(a.added, b.added))[0]
    if (!declared) continue
    /**
     * A row's name as a member of the dating object, if it is one; a
     * deeper path (`data.pages`) by its first member, as objects are read
     * one level deep.
     */
    const objectMember = (name: string) =>
      dating && name.startsWith(dating.prefix)
        ? history.objectMemberLife(
            dating.key,
            name.slice(dating.prefix.length).split('.')[0]!,
          )
        : undefined
    for (const row of table.rows) {
      const node = rowsByLine.get(row.line)
      // The row's earliest name stands for it. A parameter's member
      // (`options.retainFor`) is a member like any other.
      const [life] = row.names
        .flatMap((name) => {
          const life = objectMember(name) ?? history.tableMemberLife(key, name)
          const isParameter =
            table.declaration.parameters && !name.includes('.')
          return life ? [sinceDeclared(life, declared, isParameter)] : []
        })
        .sort((a, b) =>
          !a.added || !b.added
            ? Number(!!a.added) - Number(!!b.added)
            : history.compareReleases(a.added, b.added),
        )
      if (!node || !life) continue
      const names = object
        ? row.names.map((name) =>
            objectMember(name)
              ? `${object.path}.${name.slice(dating.prefix.length)}`
              : name,
          )
        : row.names
      const found = rowLives.get(node) ?? { names, lives: [] }
      found.lives.push(life)
      rowLives.set(node, found)
    }
  }
  for (const [row, { names, lives }] of rowLives) {
    const badges = badgesOf(lives, history)
    const cell = row.children[0]
    if (!badges.length || !cell) continue
    result.cells.set(cell, badges)
    const target = samePageTarget(cell)
    const heading = target && headings.find(({ id }) => id === target)
    if (heading) addTo(heading.node, badges)
    const line = row.position!.start.line
    const above = headings
      .filter(({ node }) => node.position!.start.line < line)
      .at(-1)
    result.rows.push({
      names,
      badges,
      anchor: heading ? heading.id : above?.id,
    })
  }
  return result
}

/** A badge as words within a sentence, for text without markup (the Markdown twins): "added in 2.7.0". */
export const badgeWords = (badge: Badge) => {
  const label = badgeLabel(badge)
  return label.charAt(0).toLowerCase() + label.slice(1)
}

/** `(deprecated)` after a row's name: the words a deprecated badge takes the place of. */
const DEPRECATED_WORDS = /\s*\(deprecated\)/

/**
 * Puts a badge, rendered as `node`, into a heading or a row's first cell:
 * where the cell says `(deprecated)` for a deprecated badge, else at the end
 * (before a heading's explicit id, `{#id}`).
 */
export function placeBadge(
  parent: Heading | TableCell,
  badge: Badge,
  node: PhrasingContent,
) {
  const children = parent.children
  const words =
    badge.kind === 'deprecated'
      ? children.findIndex(
          (child) =>
            child.type === 'text' && DEPRECATED_WORDS.test(child.value),
        )
      : -1
  if (words >= 0) {
    const [before, after] = (children[words] as Text).value.split(
      DEPRECATED_WORDS,
    )
    children.splice(
      words,
      1,
      { type: 'text', value: `${before} ` },
      node,
      ...(after ? [{ type: 'text' as const, value: after }] : []),
    )
    return
  }
  const id = children.findIndex((child) => child.type === 'mdxTextExpression')
  const at = id < 0 ? children.length : id
  const last = children[at - 1]
  if (last?.type === 'text') last.value = last.value.trimEnd()
  children.splice(at, 0, { type: 'text', value: ' ' }, node)
}
