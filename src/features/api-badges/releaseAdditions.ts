import type { Heading, PhrasingContent, Root, RootContent } from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import { visit } from 'unist-util-visit'
import {
  headingNames,
  readApiHomes,
  type ApiHomes,
} from '../../markdown/apiHomes'
import path from 'node:path'
import {
  apiHistory as installedHistory,
  minorLine,
  type ApiHistory,
  type Release,
} from './apiHistory'
import {
  BEHAVIOUR_CHANGES,
  FEATURES,
  type BehaviourNote,
  type FeatureNote,
} from './releaseNotes'
import { DOCS_DIR, routeOfDoc } from '../../markdown/docRoutes'
import { headingIds } from '../../markdown/headingIds'
import { markdownFiles } from '../../markdown/readMdx'
import { sharedSourceTree } from '../../markdown/sourceTrees'
import { BASELINE, headingWords, pageBadges } from './badges'

/**
 * "What each release added", for Getting Started: per 2.x minor line in
 * the API history, newest first, what a reader would call its features
 * (./releaseNotes.ts), the members it added to the objects readers
 * reach them through (`build.infiniteQuery`), the exports it added, the
 * options and members whose rows carry its badge, what it deprecated and
 * removed, and its behaviour changes, each linked to the section that
 * documents it and dated by the exact version that shipped it ("2.2.7").
 * A page asks for the list with `<ReleaseAdditions />` on a line of its own.
 */
export const RELEASE_ADDITIONS = 'ReleaseAdditions'

/** Where a name is documented: a page's route and a section's id. */
export interface Place {
  route: string
  anchor?: string
  /** The page's title. */
  page: string
}

export interface Addition {
  name: string
  /** The exact version: "2.2.7". */
  release: Release
  place?: Place
}

/** A hand-written note with its links resolved to places. */
export interface Note {
  release: Release
  /** The feature's name, or the behaviour change's line. */
  text: string
  links: { label: string; place: Place }[]
}

/** One minor line's entry. */
export interface ReleaseAddition {
  /** "2.6" */
  line: string
  features: Note[]
  /** Members added to the objects readers reach them through. */
  nested: Addition[]
  exports: Addition[]
  members: Addition[]
  deprecated: Addition[]
  removed: Addition[]
  behaviour: Note[]
}

export interface Page {
  route: string
  title: string
  tree: Root
  file: string
}

/** Reference pages first: a name is documented where the API is, before a guide's mention. */
const isReference = (route: string) =>
  route.startsWith('/api/') || route.startsWith('/rtk-query/api/')

const titleOf = (tree: Root, route: string) => {
  const yaml = tree.children.find((node) => node.type === 'yaml')
  const title = yaml && /^title:\s*(.+)$/m.exec(yaml.value)?.[1]
  return title?.replace(/^(['"])(.*)\1$/, '$2') ?? route
}

/** `Name<T>`, `name(args)`, `name?` → `Name`, `name`. */
const codeName = (code: string) => /^[\w$.]+/.exec(code)?.[0]

/**
 * The first place each of `names` is documented: a heading that names it
 * (an export's on its home page first), else a table row that starts with
 * it, else a mention in code; of each kind, on reference pages before guides.
 */
function placesOf(
  names: Set<string>,
  pages: Page[],
  homeOf: (name: string) => string | undefined,
): Map<string, Place> {
  const found = new Map<string, { place: Place; rank: number }>()
  const note = (name: string, place: Place, rank: number) => {
    const had = found.get(name)
    if (names.has(name) && (!had || rank < had.rank))
      found.set(name, { place, rank })
  }
  for (const { route, title, tree } of pages) {
    const ids = headingIds(tree)
    const headings: Heading[] = []
    visit(tree, 'heading', (node: Heading) => {
      headings.push(node)
    })
    const page = (anchor?: string): Place => ({ route, anchor, page: title })
    // Ranks: 0 a heading on the home page; then heading, row, code, each
    // on a reference page (odd) before a guide (even).
    const guide = isReference(route) ? 0 : 1
    headings.forEach((heading, i) => {
      const text = headingWords(heading)
      for (const name of names)
        if (headingNames(name, text))
          note(name, page(ids[i]), homeOf(name) === route ? 0 : 1 + guide)
    })
    let section: string | undefined
    visit(tree, (node) => {
      if (node.type === 'heading') section = ids[headings.indexOf(node)]
      if (node.type === 'tableRow') {
        const first = node.children[0]
        const code = first?.children.find((c) => c.type === 'inlineCode')
        const name = code && codeName(code.value)
        if (name) note(name, page(section), 3 + guide)
      }
      if (node.type === 'inlineCode') {
        const name = codeName(node.value)
        if (name === node.value.replace(/<.*$/s, ''))
          note(name, page(section), 5 + guide)
      }
    })
  }
  return new Map([...found].map(([name, { place }]) => [name, place]))
}

/** Hand-written notes, and the folder their links are relative to. */
export interface ReleaseNotes {
  features?: readonly FeatureNote[]
  behaviour?: readonly BehaviourNote[]
  /** Default: the site's docs/. */
  docsDir?: string
}

/** A note's link (`page.mdx#id`) as a place, or why it links nowhere. */
function notePlace(
  to: string,
  pages: ReadonlyMap<string, Page>,
  docsDir: string,
): Place | string {
  const [file, anchor] = to.split('#')
  const page = pages.get(path.join(docsDir, file!))
  if (!page) return `${to}: no page docs/${file}`
  if (!anchor || !headingIds(page.tree).includes(anchor))
    return `${to}: docs/${file} has no section #${anchor}`
  return { route: page.route, anchor, page: page.title }
}

/**
 * The hand-written notes (./releaseNotes.ts) resolved against the
 * pages and the history: each note with its places, and a problem for
 * each note whose release the history has not read or whose link leads
 * nowhere.
 */
export function releaseNotes(
  pages: ReadonlyMap<string, Page>,
  history: ApiHistory,
  notes: ReleaseNotes = {},
): { features: Note[]; behaviour: Note[]; problems: string[] } {
  const {
    features = FEATURES,
    behaviour = BEHAVIOUR_CHANGES,
    docsDir = DOCS_DIR,
  } = notes
  const problems: string[] = []
  const resolve = (
    release: Release,
    text: string,
    links: { label: string; to: string }[],
  ): Note[] => {
    if (!history.releases.includes(release)) {
      problems.push(`${text}: ${release} is no release the history read`)
      return []
    }
    const places = links.map(({ label, to }) => ({
      label,
      place: notePlace(to, pages, docsDir),
    }))
    const broken = places.flatMap(({ place }) =>
      typeof place === 'string' ? [place] : [],
    )
    problems.push(...broken.map((problem) => `${text}: ${problem}`))
    return broken.length
      ? []
      : [{ release, text, links: places as Note['links'] }]
  }
  return {
    features: features.flatMap((note) =>
      resolve(note.release, note.feature, note.links),
    ),
    behaviour: behaviour.flatMap((note) =>
      resolve(note.release, note.change, [{ label: note.change, to: note.to }]),
    ),
    problems,
  }
}

/** The doc pages, read once each, by file (their trees shared: read only). */
export function readPages(files: string[]): Map<string, Page> {
  return new Map(
    files.map((file) => {
      const tree = sharedSourceTree(file)
      const route = routeOfDoc(file)
      return [file, { file, route, tree, title: titleOf(tree, route) }]
    }),
  )
}

/**
 * The entries of every 2.x minor line in the history, newest first, read
 * from the given doc pages. Throws, naming each, when a hand-written note
 * names a release the history has not read or links nowhere.
 */
export function releaseAdditions(
  files: string[],
  homes: ApiHomes,
  history: ApiHistory = installedHistory,
  notes: ReleaseNotes = {},
): ReleaseAddition[] {
  const byFile = readPages(files)
  const pages = [...byFile.values()].sort(
    (a, b) => Number(isReference(b.route)) - Number(isReference(a.route)),
  )
  const resolved = releaseNotes(byFile, history, notes)
  if (resolved.problems.length)
    throw new Error(
      `src/features/api-badges/releaseNotes.ts:\n  ${resolved.problems.join('\n  ')}`,
    )
  const releases = history.releases.filter(
    (release) => history.compareReleases(release, BASELINE) >= 0,
  )

  const homeOf = (name: string) =>
    Object.values(homes.entryPoints).find((exports) => name in exports)?.[name]
  const stillExported = (name: string) =>
    history
      .entryPoints()
      .some(
        (entry) =>
          history.addedIn(entry, name) && !history.removedIn(entry, name),
      )
  const exportNames = new Map<Release, string[]>()
  const deprecatedNames = new Map<Release, string[]>()
  const removedNames = new Map<Release, string[]>()
  for (const release of releases) {
    const { added, deprecated, removed } = history.changesIn(release)
    const names = (list: typeof added) => [
      ...new Set(
        list
          .filter((change) => change.name && !change.member)
          .map((change) => change.name!),
      ),
    ]
    exportNames.set(release, names(added).filter(stillExported).sort())
    deprecatedNames.set(release, names(deprecated).filter(stillExported).sort())
    // Gone from every entry point (not moved from one to another).
    removedNames.set(
      release,
      names(removed)
        .filter((name) => !stillExported(name))
        .sort(),
    )
  }

  // Members of the objects readers reach (`build.infiniteQuery`), newer
  // than their object; a new object is its release's feature, written by
  // hand (./releaseNotes.ts).
  const nestedNames = new Map<Release, Set<string>>()
  const removedMembers = new Map<Release, Set<string>>()
  const setIn = (map: Map<Release, Set<string>>) => (release: Release) => {
    const set = map.get(release) ?? new Set<string>()
    map.set(release, set)
    return set
  }
  const nestedAt = setIn(nestedNames)
  const removedAt = setIn(removedMembers)
  /** `api.util.upsertQueryEntries` → `upsertQueryEntries`. */
  const bareName = new Map<string, string>()
  for (const key of history.objects()) {
    const object = history.objectLife(key)!
    const { path: objectPath } = history.object(key)!
    for (const member of history.objectMembers(key)) {
      const life = history.objectMemberLife(key, member)!
      const name = `${objectPath}.${member}`
      bareName.set(name, member)
      if (!life.removed && life.added !== object.added)
        nestedAt(life.added).add(name)
      if (life.removed && life.removed !== object.removed)
        removedAt(life.removed).add(name)
    }
  }

  // Options and members: the badged rows, each name once, at its first
  // place (reference pages first).
  const members = new Map<Release, Map<string, Place>>()
  for (const page of pages) {
    const { rows } = pageBadges(
      page.tree,
      page.file,
      page.route,
      homes,
      history,
    )
    for (const { names, badges, anchor } of rows)
      for (const badge of badges) {
        if (badge.kind !== 'added') continue
        const ofRelease = members.get(badge.release) ?? new Map()
        members.set(badge.release, ofRelease)
        for (const name of names)
          if (!ofRelease.has(name))
            ofRelease.set(name, { route: page.route, anchor, page: page.title })
      }
  }

  const places = placesOf(
    new Set(
      [
        ...exportNames.values(),
        ...deprecatedNames.values(),
        ...removedNames.values(),
        ...[...nestedNames.values(), ...removedMembers.values()].map((set) => [
          ...set,
        ]),
        ...bareName.values(),
      ].flat(),
    ),
    pages,
    homeOf,
  )
  /**
   * A nested member at its own heading (`### build.infiniteQuery`), else at
   * the row that documents it, else where its own name is documented.
   */
  const nestedPlace = (release: Release, name: string) =>
    places.get(name) ??
    members.get(release)?.get(name) ??
    places.get(bareName.get(name)!)

  const lines = [...new Set(releases.map(minorLine))].reverse()
  const ofLine = (line: string) =>
    releases.filter((release) => minorLine(release) === line)
  const listed = (
    line: string,
    names: (release: Release) => Iterable<string>,
    place: (release: Release, name: string) => Place | undefined,
  ): Addition[] =>
    ofLine(line)
      .flatMap((release) =>
        [...names(release)].map((name) => ({
          name,
          release,
          place: place(release, name),
        })),
      )
      .sort((a, b) => a.name.localeCompare(b.name))
  const nestedNamesIn = (release: Release) => nestedNames.get(release) ?? []
  /**
   * A row's name listed with the nested members already: itself
   * (`api.util.upsertQueryEntries`), or a nested member's own name from a
   * table no object dates (`getRunningQuery` of a table of every endpoint).
   */
  const isNested = (release: Release, name: string) =>
    [...nestedNamesIn(release)].some(
      (nested) => nested === name || bareName.get(nested) === name,
    )
  const inLine = (line: string) => (note: Note) =>
    minorLine(note.release) === line
  const placeOf = (_release: Release, name: string) => places.get(name)
  return lines.map((line) => ({
    line,
    features: resolved.features.filter(inLine(line)),
    nested: listed(line, nestedNamesIn, nestedPlace),
    exports: listed(line, (r) => exportNames.get(r)!, placeOf),
    members: listed(
      line,
      (release) =>
        [...(members.get(release)?.keys() ?? [])].filter(
          (name) => !isNested(release, name),
        ),
      (release, name) => members.get(release)?.get(name),
    ),
    deprecated: listed(line, (r) => deprecatedNames.get(r)!, placeOf),
    removed: listed(
      line,
      (r) => [...removedNames.get(r)!, ...(removedMembers.get(r) ?? [])],
      nestedPlace,
    ),
    behaviour: resolved.behaviour.filter(inLine(line)),
  }))
}

const text = (value: string): PhrasingContent => ({ type: 'text', value })

const inlineCode = (value: string): PhrasingContent => ({
  type: 'inlineCode',
  value,
})

/** Words with `code` in backticks, as Markdown phrasing. */
const phrasing = (words: string): PhrasingContent[] =>
  words
    .split('`')
    .flatMap((part, i) => (part ? [i % 2 ? inlineCode(part) : text(part)] : []))

const urlOf = (place: Place) =>
  `${place.route}${place.anchor ? `#${place.anchor}` : ''}`

/**
 * An addition: its name, linked to its place, then what is known besides:
 * its page (for options and members) and its exact version where it is
 * not the line's first (`UNINITIALIZED_VALUE` (2.2.7)).
 */
function linked({ name, release, place }: Addition, withPage: boolean) {
  const code = inlineCode(name)
  const patch = /\.0$/.test(release) ? undefined : release
  const notes = [withPage && place?.page, patch].filter(Boolean)
  return [
    place
      ? { type: 'link' as const, url: urlOf(place), children: [code] }
      : code,
    ...(notes.length ? [text(` (${notes.join(', ')})`)] : []),
  ]
}

const label = (words: string): PhrasingContent[] => [
  { type: 'strong', children: [text(words)] },
  text(' '),
]

function listLine(
  words: string,
  additions: Addition[],
  withPage: boolean,
): PhrasingContent[] {
  return [
    ...label(words),
    ...additions.flatMap((addition, i) => [
      ...(i ? [text(', ')] : []),
      ...linked(addition, withPage),
    ]),
  ]
}

/** "(2.2.7)" after a note of a patch release. */
const patchOf = (release: Release) =>
  /\.0$/.test(release) ? [] : [text(` (${release})`)]

/** A feature: its name, then its sections. */
const featureLine = ({ release, text: feature, links }: Note) => [
  ...label(`${feature}${/\.0$/.test(release) ? '' : ` (${release})`}:`),
  ...links.flatMap(({ label: words, place }, i) => [
    ...(i ? [text(', ')] : []),
    { type: 'link' as const, url: urlOf(place), children: phrasing(words) },
  ]),
]

/** A behaviour change: its line, linked to the section that explains it. */
const behaviourLine = ({ release, links: [link] }: Note) => [
  ...label('Changed:'),
  {
    type: 'link' as const,
    url: urlOf(link!.place),
    children: phrasing(link!.label),
  },
  ...patchOf(release),
]

/**
 * The entries as Markdown: a `###` heading per minor line ("Redux Toolkit
 * 2.7", id `redux-toolkit-27`), then its features, the members it added to
 * objects readers reach, its new exports, its new options and members with
 * the page each is on, what it deprecated and removed, and each behaviour
 * change on a line of its own.
 */
export function releaseAdditionsTree(
  additions: ReleaseAddition[],
): RootContent[] {
  return additions.flatMap((entry) => {
    const lines: PhrasingContent[][] = entry.features.map(featureLine)
    if (entry.nested.length)
      lines.push(listLine('Members:', entry.nested, false))
    if (entry.exports.length)
      lines.push(listLine('Exports:', entry.exports, false))
    if (entry.members.length)
      lines.push(listLine('Options and members:', entry.members, true))
    if (entry.deprecated.length)
      lines.push(listLine('Deprecated:', entry.deprecated, false))
    if (entry.removed.length)
      lines.push(listLine('Removed:', entry.removed, false))
    lines.push(...entry.behaviour.map(behaviourLine))
    if (`${entry.line}.0` === BASELINE)
      lines.push([
        text('Everything else 2.0 brought, by topic: '),
        {
          type: 'link',
          url: '/usage/usage-guide#what-20-added',
          children: [text('What 2.0 added')],
        },
        text('.'),
      ])
    if (lines.length === 0)
      lines.push([text('No new exports, options or members.')])
    return [
      {
        type: 'heading',
        depth: 3,
        children: [text(`Redux Toolkit ${entry.line}`)],
      },
      {
        type: 'list',
        ordered: false,
        spread: false,
        children: lines.map((line) => ({
          type: 'listItem',
          spread: false,
          children: [{ type: 'paragraph', children: line }],
        })),
      },
    ] satisfies RootContent[]
  })
}

let cached: RootContent[] | undefined
/**
 * The list of this site's pages against the installed package's history,
 * made once per process (on the first page that asks): the page and its
 * twin show the same.
 */
function siteReleaseAdditions(): RootContent[] {
  cached ??= releaseAdditionsTree(
    releaseAdditions(markdownFiles(DOCS_DIR), readApiHomes()),
  )
  return structuredClone(cached)
}

/**
 * Remark plugin, run before Docusaurus's own (`beforeDefaultRemarkPlugins`):
 * each `<ReleaseAdditions />` becomes this site's list, whose headings get
 * their ids and join the table of contents.
 */
export default function releaseAdditionsPlugin() {
  return (tree: Root) => {
    visit(
      tree,
      'mdxJsxFlowElement',
      (node: MdxJsxFlowElement, index, parent) => {
        if (node.name !== RELEASE_ADDITIONS || !parent || index === undefined)
          return
        const content = siteReleaseAdditions()
        parent.children.splice(index, 1, ...(content as typeof parent.children))
        return index + content.length
      },
    )
  }
}
