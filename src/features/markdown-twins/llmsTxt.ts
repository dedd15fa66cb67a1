import type { LoadedVersion } from '@docusaurus/plugin-content-docs'
import type { Root } from 'mdast'

type SidebarItem = LoadedVersion['sidebars'][string][number]

export interface TwinPage {
  title: string
  description?: string
  /** The page's route (its permalink). */
  route: string
  /** Absolute URL of the page's Markdown twin. */
  url: string
  /** The twin's Markdown, without the index note that the served file starts with. */
  markdown: string
  /** The tree `markdown` is printed from, which llms-small.txt reads. */
  tree: Root
}

export interface TwinSite {
  title: string
  tagline: string
  /** The site's URL and base URL, ending in `/`: where llms.txt and its files are. */
  siteRoot: string
  /** The docs sidebar, as the docs plugin loaded it. */
  sidebar: readonly SidebarItem[]
  /** Doc id → its twin. */
  pages: ReadonlyMap<string, TwinPage>
}

/** The files for tools and assistants, by their names at the site's root. */
export const LLMS_FILES = {
  index: 'llms.txt',
  small: 'llms-small.txt',
  core: 'llms-core.txt',
  rtkQuery: 'llms-rtk-query.txt',
  full: 'llms-full.txt',
} as const

/** A file that llms.txt lists before the pages, with its size. */
export interface ListedFile {
  title: string
  /** Build-relative path (`llms-small.txt`, `skills/redux-toolkit/SKILL.md`). */
  path: string
  description: string
  content: string
}

interface Section {
  heading: string
  pages: TwinPage[]
}

/**
 * The line every twin and every llms file but llms.txt starts with, so that
 * one of them read alone (pasted into an assistant, fetched by a tool) says
 * where the rest is.
 */
export const indexNote = (siteRoot: string) =>
  `> Redux Toolkit documentation for tools and assistants. Every page is listed in <${siteRoot}${LLMS_FILES.index}>; the whole API in brief is <${siteRoot}${LLMS_FILES.small}>.\n\n`

/**
 * The sidebar's categories, each with the pages directly in it; a nested
 * category is a section of its own, named after its path (`API Reference ›
 * Store Setup`). Pages in no sidebar come last, under llms.txt's `Optional`
 * heading: they exist for old links and repeat what other pages say.
 */
function sections({ sidebar, pages }: TwinSite): Section[] {
  const result: Section[] = []
  const listed = new Set<string>()
  const walk = (items: readonly SidebarItem[], trail: string[]) => {
    const section: Section = { heading: trail.join(' › '), pages: [] }
    result.push(section)
    for (const item of items) {
      if (item.type === 'category') walk(item.items, [...trail, item.label])
      else if (item.type === 'doc' && pages.has(item.id)) {
        listed.add(item.id)
        section.pages.push(pages.get(item.id)!)
      }
    }
  }
  walk(sidebar, [])
  const unlisted = [...pages].filter(([id]) => !listed.has(id))
  if (unlisted.length)
    result.push({ heading: 'Optional', pages: unlisted.map(([, p]) => p) })
  return result.filter((section) => section.pages.length)
}

/** Every page in the order of llms.txt: the sidebar's, then (unless left out) the unlisted ones. */
export const pagesInOrder = (
  site: TwinSite,
  { optional = true } = {},
): TwinPage[] =>
  sections(site)
    .filter(({ heading }) => optional || heading !== 'Optional')
    .flatMap(({ pages }) => pages)

/** A size as llms.txt states it: KiB, rounded up, so that the file is never larger than said. */
export const statedSize = (content: string) =>
  `${Math.ceil(Buffer.byteLength(content) / 1024)} KiB`

/**
 * The llmstxt.org format: H1 name, blockquote summary, a paragraph saying
 * where this file is and how to read the links, then H2 lists of links: the
 * files for assistants (each with its size), and the pages by sidebar
 * category.
 */
export function llmsTxt(site: TwinSite, files: readonly ListedFile[]): string {
  const list = (heading: string, items: string[]) =>
    `## ${heading}\n\n${items.join('\n')}`
  const parts = [
    `# ${site.title}`,
    `> ${site.tagline}`,
    `This index is <${site.siteRoot}${LLMS_FILES.index}>. Under "Start here" are files that gather pages for an assistant's context, with their sizes (KiB, 1,024 bytes); each link in the sections after it is the Markdown version of one documentation page. Every page is also at the same URL without \`.md\`, as HTML.`,
    list(
      'Start here',
      files.map(
        ({ title, path, description, content }) =>
          `- [${title}](${site.siteRoot}${path}): ${description} (${statedSize(content)})`,
      ),
    ),
    ...sections(site).map(({ heading, pages }) =>
      list(
        heading,
        pages.map(
          ({ title, url, description }) =>
            `- [${title}](${url})${description ? `: ${description}` : ''}`,
        ),
      ),
    ),
  ]
  return `${parts.join('\n\n')}\n`
}

/** Pages' twins one after the other under a title, starting with the index note. */
export function llmsBundle(
  site: TwinSite,
  title: string,
  pages: readonly TwinPage[],
): string {
  return `${indexNote(site.siteRoot)}# ${title}\n\n${pages
    .map(({ markdown }) => markdown)
    .join('\n')}`
}
