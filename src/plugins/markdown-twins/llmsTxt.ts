import type { LoadedVersion } from '@docusaurus/plugin-content-docs'

type SidebarItem = LoadedVersion['sidebars'][string][number]

export interface TwinPage {
  title: string
  description?: string
  /** Absolute URL of the page's Markdown twin. */
  url: string
  markdown: string
}

export interface TwinSite {
  title: string
  tagline: string
  /** The docs sidebar, as the docs plugin loaded it. */
  sidebar: readonly SidebarItem[]
  /** Doc id → its twin. */
  pages: ReadonlyMap<string, TwinPage>
}

interface Section {
  heading: string
  pages: TwinPage[]
}

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

/** The llmstxt.org format: H1 name, blockquote summary, an H2 list of links per section. */
export function llmsTxt(site: TwinSite): string {
  const parts = [
    `# ${site.title}`,
    `> ${site.tagline}`,
    'Each link is the Markdown version of a documentation page; every page is also at the same URL without `.md`, as HTML. `llms-full.txt` holds all of them in one file.',
    ...sections(site).map(
      ({ heading, pages }) =>
        `## ${heading}\n\n${pages
          .map(
            ({ title, url, description }) =>
              `- [${title}](${url})${description ? `: ${description}` : ''}`,
          )
          .join('\n')}`,
    ),
  ]
  return `${parts.join('\n\n')}\n`
}

/** Every page's twin in the order of llms.txt. */
export function llmsFullTxt(site: TwinSite): string {
  return sections(site)
    .flatMap(({ pages }) => pages.map(({ markdown }) => markdown))
    .join('\n')
}
