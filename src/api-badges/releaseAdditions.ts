import type { Heading, PhrasingContent, Root, RootContent } from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import { visit } from 'unist-util-visit'
import { headingNames, readApiHomes, type ApiHomes } from '../apiHomes'
import {
  apiHistory as installedHistory,
  type ApiHistory,
  type Release,
} from '../data/apiHistory'
import { DOCS_DIR, routeOfDoc } from '../links/docRoutes'
import { headingIds } from '../links/headingIds'
import { markdownFiles, readMdx } from '../remark/readMdx'
import { BASELINE, headingWords, pageBadges } from './badges'

/**
 * "What each release added", for Getting Started: per 2.x minor release in
 * the API history, the exports it added and the options and members whose
 * rows carry its badge, each linked to the section that documents it.
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
  place?: Place
}

export interface ReleaseAddition {
  release: Release
  exports: Addition[]
  members: Addition[]
  deprecated: Addition[]
}

interface Page {
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

/**
 * The additions of every 2.x release in the history, newest first, read
 * from the given doc pages.
 */
export function releaseAdditions(
  files: string[],
  homes: ApiHomes,
  history: ApiHistory = installedHistory,
): ReleaseAddition[] {
  const pages: Page[] = files
    .map((file) => {
      const tree = readMdx(file)
      const route = routeOfDoc(file)
      return { file, route, tree, title: titleOf(tree, route) }
    })
    .sort((a, b) => Number(isReference(b.route)) - Number(isReference(a.route)))
  const releases = history.releases.filter(
    (release) => history.compareReleases(release, BASELINE) >= 0,
  )

  const homeOf = (name: string) =>
    Object.values(homes.entryPoints).find((exports) => name in exports)?.[name]
  const exportNames = new Map<Release, string[]>()
  const deprecatedNames = new Map<Release, string[]>()
  for (const release of releases) {
    const { added, deprecated } = history.changesIn(release)
    const names = (list: typeof added) => [
      ...new Set(
        list
          .filter((change) => change.name && !change.member)
          .map((change) => change.name!)
          // Still exported somewhere.
          .filter((name) =>
            history
              .entryPoints()
              .some(
                (entry) =>
                  history.addedIn(entry, name) &&
                  !history.removedIn(entry, name),
              ),
          ),
      ),
    ]
    exportNames.set(release, names(added).sort())
    deprecatedNames.set(release, names(deprecated).sort())
  }
  const places = placesOf(
    new Set([...exportNames.values(), ...deprecatedNames.values()].flat()),
    pages,
    homeOf,
  )

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

  const additions = (names: string[]) =>
    names.map((name) => ({ name, place: places.get(name) }))
  return releases.reverse().map((release) => ({
    release,
    exports: additions(exportNames.get(release)!),
    members: [...(members.get(release) ?? [])]
      .map(([name, place]) => ({ name, place }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    deprecated: additions(deprecatedNames.get(release)!),
  }))
}

const text = (value: string): PhrasingContent => ({ type: 'text', value })

function linked({ name, place }: Addition, withPage: boolean) {
  const code: PhrasingContent = { type: 'inlineCode', value: name }
  if (!place) return [code]
  const url = `${place.route}${place.anchor ? `#${place.anchor}` : ''}`
  return [
    { type: 'link' as const, url, children: [code] },
    ...(withPage ? [text(` (${place.page})`)] : []),
  ]
}

function listLine(
  label: string,
  additions: Addition[],
  withPage: boolean,
): PhrasingContent[] {
  return [
    { type: 'strong', children: [text(label)] },
    text(' '),
    ...additions.flatMap((addition, i) => [
      ...(i ? [text(', ')] : []),
      ...linked(addition, withPage),
    ]),
  ]
}

/**
 * The additions as Markdown: a `###` heading per release ("Redux Toolkit
 * 2.7", id `redux-toolkit-27`), then its new exports, its new options and
 * members with the page each is on, and what it deprecated.
 */
export function releaseAdditionsTree(
  additions: ReleaseAddition[],
): RootContent[] {
  return additions.flatMap(({ release, exports, members, deprecated }) => {
    const minor = release.replace(/\.0$/, '')
    const lines: PhrasingContent[][] = []
    if (exports.length) lines.push(listLine('Exports:', exports, false))
    if (members.length)
      lines.push(listLine('Options and members:', members, true))
    if (deprecated.length)
      lines.push(listLine('Deprecated:', deprecated, false))
    if (release === BASELINE)
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
        children: [text(`Redux Toolkit ${minor}`)],
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

/** Replaces each `<ReleaseAdditions />` of a tree with this site's list. */
export function expandReleaseAdditions(tree: Root) {
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement, index, parent) => {
    if (node.name !== RELEASE_ADDITIONS || !parent || index === undefined)
      return
    const content = siteReleaseAdditions()
    parent.children.splice(index, 1, ...(content as typeof parent.children))
    return index + content.length
  })
}

/**
 * Remark plugin, run before Docusaurus's own (`beforeDefaultRemarkPlugins`):
 * the list's headings get their ids and join the table of contents.
 */
export default function releaseAdditionsPlugin() {
  return (tree: Root) => {
    expandReleaseAdditions(tree)
  }
}
