import { readFileSync } from 'node:fs'
import { proseLines } from '../../support/mdxFences'

// The badges a page calls for, worked out from the rule as
// manuals/api-history.md states it ("Badges": where they go, and when), the
// API history (src/features/api-badges/api-history.json), the exports' home pages
// (src/markdown/api-homes.json) and the page's own lines. It reads the data files and
// nothing of the site's code (no src/ import): not its MDX reader, its table
// reader or its history reader, so a mistake there is not repeated here.

interface Life {
  added?: string
  deprecated?: string
  removed?: string
}
type Lives = Record<string, Life>
interface History {
  releases: string[]
  entryPoints: Record<string, Life & { exports: Lives }>
  tables: Record<string, Life & { members: Lives }>
  objects: Record<
    string,
    Life & { path: string; tables?: Record<string, string>; members: Lives }
  >
}

const history = JSON.parse(
  readFileSync('src/features/api-badges/api-history.json', 'utf8'),
) as History
const homes = (
  JSON.parse(readFileSync('src/markdown/api-homes.json', 'utf8')) as {
    entryPoints: Record<string, Record<string, string>>
  }
).entryPoints

/** Badges are for what came after the release a 2.x reader can count on. */
const BASELINE = '2.0.0'
const order = (release: string) => history.releases.indexOf(release)
const FIRST = history.releases[0]!

/** A name's life with what it leaves out taken from its container (the file's rule, in its `about`). */
const within = (life: Life, container: Life): Life => ({
  added: life.added ?? container.added,
  deprecated: life.deprecated,
  removed: life.removed ?? container.removed,
})
const entryLife = (entry: string) =>
  within(history.entryPoints[entry]!, { added: FIRST })
const exportLife = (entry: string, name: string) => {
  const life = history.entryPoints[entry]?.exports[name]
  return life && within(life, entryLife(entry))
}

/** "Added in 2.7.0", "Deprecated": what one place's badges say, without the deprecation's reason. */
export type Badge = string

/** One name's badges from its lives (in two entry points, two declarations): only what holds for all of them now. */
function badgesOf(lives: Life[]): Badge[] {
  const current = lives.filter((life) => !life.removed)
  if (!current.length) return []
  const badges: Badge[] = []
  if (current.every((life) => life.added)) {
    const first = current
      .map((life) => life.added!)
      .sort((a, b) => order(a) - order(b))[0]!
    if (order(first) > order(BASELINE)) badges.push(`Added in ${first}`)
  }
  if (current.every((life) => life.deprecated)) badges.push('Deprecated')
  return badges
}

/** The words of a heading or cell: its Markdown's text, without ids, comments, code marks or emphasis. */
const words = (markdown: string) =>
  markdown
    .replace(/\{#[^}]*\}|\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()

/** Docusaurus's id for a heading without `{#id}`: GitHub's slug of its words. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')

/** An identifier that is no plain word: a capital inside it, or `_`, `$`. */
const isCompoundIdentifier = (name: string) =>
  /^[A-Za-z_$][\w$]*$/.test(name) && /[a-z\d][A-Z]|[_$]/.test(name)

/** Whether a heading's words name an export: the name as a whole identifier. */
const names = (text: string, name: string) =>
  new RegExp(`(^|[^\\w$])${name.replace(/\$/g, '\\$')}([^\\w$]|$)`).test(text)

const cellsOf = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)

/** A row's names: the code spans of its first cell outside parentheses, each up to its own `(`. */
function rowNames(cell: string): string[] {
  const found: string[] = []
  let depth = 0
  for (const part of cell.split(/(`[^`]*`)/)) {
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1) {
      if (depth === 0)
        found.push(
          part
            .slice(1, -1)
            .split('(')[0]!
            .replace(/^\.\.\./, '')
            .trim(),
        )
    } else
      for (const char of part.replace(/\]\([^)]*\)/g, ']'))
        depth += char === '(' ? 1 : char === ')' ? -1 : 0
  }
  return found.filter(Boolean)
}

interface Place {
  kind: 'heading' | 'row'
  line: number
  text: string
  badges: Badge[]
}

interface TiedTable {
  key: string
  /** A table of a function's parameters (`createApi()`): they are never dated. */
  parameters: boolean
  /** `where: <column>`: only rows with something in that column. */
  where?: string
}

/** The declaration comments stacked right above a table (line index of its first row). */
function tiedTo(lines: string[], start: number): TiedTable[] {
  const tables: TiedTable[] = []
  let at = start - 1
  for (;;) {
    while (at >= 0 && lines[at]!.trim() === '') at--
    if (at < 0 || !lines[at]!.trim().endsWith('*/}')) return tables
    let open = at
    while (open > 0 && !lines[open]!.includes('{/*')) open--
    const comment = lines
      .slice(open, at + 1)
      .join(' ')
      .replace(/^[\s\S]*?\{\/\*|\*\/\}[\s\S]*$/g, '')
      .trim()
    at = open - 1
    const declaration = /^declaration:\s*(.*)$/s.exec(comment)?.[1]
    if (!declaration) continue
    const [what = ''] = declaration.split(/\s(?:omit|where):/)
    const key = what.replace(/\s+/g, ' ').trim()
    tables.push({
      key,
      parameters: key.endsWith('()'),
      where: /\swhere:\s*(\S+)/.exec(declaration)?.[1],
    })
  }
}

/**
 * Every heading and table row of a page that should carry a badge, in page
 * order, with its badges sorted.
 */
export function expectedBadges(source: string, route: string): Place[] {
  const lines = proseLines(source)
  const headings: {
    line: number
    text: string
    id: string
    badges: Badge[]
  }[] = []
  lines.forEach((line, index) => {
    const heading = /^#{1,6}\s+(.*)$/.exec(line)
    if (!heading) return
    const text = words(heading[1]!)
    const id = /\{#([^}]+)\}/.exec(heading[1]!)?.[1] ?? slug(text)
    headings.push({ line: index + 1, text, id, badges: [] })
  })
  const give = (heading: (typeof headings)[number], badges: Badge[]) => {
    // A heading shows one badge of each kind: the first it is given.
    for (const badge of badges)
      if (
        !heading.badges.some((had) => had.split(' ')[0] === badge.split(' ')[0])
      )
        heading.badges.push(badge)
  }

  // Exports whose home is this page: the first heading that names them.
  const homed = new Map<string, Life[]>()
  for (const [entry, exports] of Object.entries(homes))
    for (const [name, home] of Object.entries(exports)) {
      const life = home === route && exportLife(entry, name)
      if (life) homed.set(name, [...(homed.get(name) ?? []), life])
    }
  for (const [name, lives] of homed) {
    const heading = headings.find(({ text }) => names(text, name))
    if (heading) give(heading, badgesOf(lives))
  }
  // A heading that is an export's name alone, no plain word.
  for (const heading of headings) {
    if (!isCompoundIdentifier(heading.text) || homed.has(heading.text)) continue
    give(
      heading,
      badgesOf(
        Object.keys(history.entryPoints).flatMap(
          (entry) => exportLife(entry, heading.text) ?? [],
        ),
      ),
    )
  }
  // A heading that is a reader object's path and member, newer than it.
  for (const heading of headings)
    for (const object of Object.values(history.objects)) {
      const member = heading.text.startsWith(`${object.path}.`)
        ? object.members[heading.text.slice(object.path.length + 1)]
        : undefined
      if (!member) continue
      const objectLife = within(object, { added: FIRST })
      const life = within(member, objectLife)
      give(
        heading,
        badgesOf([
          life.added === objectLife.added
            ? { ...life, added: undefined }
            : life,
        ]),
      )
    }

  // Rows of tables tied to declarations.
  const rows: Place[] = []
  for (let start = 0; start < lines.length; start++) {
    if (
      !lines[start]!.trim().startsWith('|') ||
      lines[start - 1]?.trim().startsWith('|')
    )
      continue
    let end = start
    while (lines[end + 1]?.trim().startsWith('|')) end++
    const tables = tiedTo(lines, start).filter(({ key }) => history.tables[key])
    if (!tables.length) continue
    const header = cellsOf(lines[start]!).map((cell) =>
      words(cell).toLowerCase(),
    )
    for (let at = start + 2; at <= end; at++) {
      const cells = cellsOf(lines[at]!)
      const lives: Life[] = []
      for (const table of tables) {
        if (
          table.where !== undefined &&
          !cells[header.indexOf(table.where.toLowerCase())]?.trim()
        )
          continue
        const declaration = history.tables[table.key]!
        const dating = Object.values(history.objects).find(
          (object) => object.tables?.[table.key] !== undefined,
        )
        const tableLife = within(declaration, { added: FIRST })
        const objectLife = dating && within(dating, { added: FIRST })
        // What came with the declaration, or with the object that dates
        // the rows, whichever is earlier, gets no release badge.
        const declared = [tableLife, objectLife]
          .filter((life) => life !== undefined)
          .map((life) => life.added!)
          .sort((a, b) => order(a) - order(b))[0]
        const rowLives = rowNames(cells[0] ?? '').flatMap((name) => {
          const prefix = dating?.tables![table.key]
          const objectMember =
            prefix !== undefined && name.startsWith(prefix)
              ? dating!.members[name.slice(prefix.length).split('.')[0]!]
              : undefined
          const life = objectMember
            ? within(objectMember, objectLife!)
            : declaration.members[name] &&
              within(declaration.members[name], tableLife)
          if (!life) return []
          const undated =
            (table.parameters && !name.includes('.')) || life.added === declared
          return [undated ? { ...life, added: undefined } : life]
        })
        // The row's earliest name stands for it; an undated one first.
        const [earliest] = rowLives.sort((a, b) =>
          !a.added || !b.added
            ? Number(!!a.added) - Number(!!b.added)
            : order(a.added) - order(b.added),
        )
        if (earliest) lives.push(earliest)
      }
      const badges = lives.length ? badgesOf(lives) : []
      if (!badges.length) continue
      rows.push({ kind: 'row', line: at + 1, text: words(cells[0]!), badges })
      // The heading the row links to carries its badges.
      const target = /\]\(#([^)#]+)\)/.exec(cells[0]!)?.[1]
      const heading = target && headings.find(({ id }) => id === target)
      if (heading) give(heading, badges)
    }
  }

  return [
    ...headings
      .filter(({ badges }) => badges.length)
      .map(({ line, text, badges }) => ({
        kind: 'heading' as const,
        line,
        text,
        badges,
      })),
    ...rows,
  ]
    .sort((a, b) => a.line - b.line)
    .map((place) => ({ ...place, badges: [...place.badges].sort() }))
}
