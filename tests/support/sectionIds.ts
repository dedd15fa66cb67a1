import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { markdownFiles, readMdx } from '../../src/markdown/readMdx'
import {
  ALIASES_DIR,
  readAliases,
  type AnchorAlias,
} from '../../src/features/anchor-aliases/aliases'
import { DOCS_DIR, routeOfDoc } from '../../src/markdown/docRoutes'
import { REPO_ROOT } from '../../src/markdown/repoRoot'
import { headingIds } from '../../src/markdown/headingIds'
import { unified } from 'unified'
import { VFile } from 'vfile'
import { pageTransforms } from '../../src/features/pageTransforms'

/** Every id a page has been known by, pinned so that none is lost: route → ids. */
export const PINNED_IDS_FILE = path.join(REPO_ROOT, 'links/section-ids.json')
/** Pinned ids deliberately given up: route → {id: reason}. */
export const DROPPED_IDS_FILE = path.join(
  REPO_ROOT,
  'links/dropped-section-ids.json',
)
/** The ids of the previous site (redux-toolkit.js.org) that links in the wild use. */
export const LEGACY_ANCHORS_FILE = path.join(
  REPO_ROOT,
  'links/legacy-anchors.json',
)

export interface PageIds {
  route: string
  file: string
  headings: string[]
  aliases: AnchorAlias[]
}

/** The page transforms that add headings: they run before Docusaurus gives headings their ids. */
const addingHeadings = unified().use(
  pageTransforms()
    .filter(({ addsHeadings }) => addsHeadings)
    .map(({ html }) => html),
)

/**
 * Heading ids and aliases of every doc page, from the sources, with the
 * sections the page transforms add (src/features/pageTransforms.ts `addsHeadings`).
 */
export function pageIds(): PageIds[] {
  return markdownFiles(path.relative(process.cwd(), DOCS_DIR) || '.').map(
    (file) => {
      const route = routeOfDoc(file)
      const tree = readMdx(file)
      addingHeadings.runSync(tree, new VFile({ path: file }))
      return {
        route,
        file,
        headings: headingIds(tree),
        aliases: readAliases(route),
      }
    },
  )
}

export const readJson = <T>(file: string, fallback: T): T =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback

export interface LegacyAnchors {
  routes: Record<string, Record<string, string> | null>
  pagesOutsideTheSpec: Record<string, string>
}

/** Required: without it the checks of the previous site's ids would pass on nothing. */
export const readLegacyAnchors = () =>
  JSON.parse(readFileSync(LEGACY_ANCHORS_FILE, 'utf8')) as LegacyAnchors

/** Alias files, as routes, so that one for a page that does not exist is caught. */
export function aliasFileRoutes(dir = ALIASES_DIR): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .map(
      (name) =>
        '/' +
        name
          .replace(/\.json$/, '')
          .split(path.sep)
          .join('/'),
    )
    .sort()
}
