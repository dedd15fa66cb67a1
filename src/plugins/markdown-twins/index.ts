import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { LoadedContent } from '@docusaurus/plugin-content-docs'
import { docSourceFile } from '../../links/docRoutes'
import type { HostingNeeds } from '../hosting/needs'
import type { BuiltSite, PostBuildStep } from '../post-build'
import { llmsFullTxt, llmsTxt, type TwinPage } from './llmsTxt'
import { pageMarkdown } from './pageMarkdown'
import { twinPathOf, twinUrl } from './twinPath'

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs'

/**
 * The twins (`.md`) and the llms.txt files, whose types hosts do not all
 * know, or know without a charset; and each page's `Link` header naming its
 * twin, as its `<link rel="alternate">` does (src/theme/DocItem/Metadata).
 */
export const markdownTwinsHostingNeeds: HostingNeeds = {
  contentTypes: {
    '.md': 'text/markdown; charset=utf-8',
    '.txt': 'text/plain; charset=utf-8',
  },
  alternates: [{ extension: '.md', type: 'text/markdown' }],
}

/** The built file of a route's twin: `/api/createSlice` → `<outDir>/api/createSlice.md`. */
const twinFileOf = (outDir: string, baseUrl: string, route: string) =>
  path.join(outDir, twinPathOf(route).slice(baseUrl.length))

function docsContent(site: BuiltSite): LoadedContent {
  const docs = site.plugins.find(({ name }) => name === DOCS_PLUGIN)
  if (!docs)
    throw new Error(`Markdown twins: the build has no ${DOCS_PLUGIN} plugin`)
  return docs.content as LoadedContent
}

/**
 * Writes every doc page's Markdown twin next to its HTML (`/x` → `/x.md`),
 * `llms.txt` (the pages by sidebar category) and `llms-full.txt` (every
 * twin in sidebar order). Runs in the generated-files phase: the files are
 * compressed with the rest and get the site's headers.
 */
export const markdownTwinsStep: PostBuildStep = {
  phase: 'generated-files',
  async run(site) {
    const { siteConfig, outDir, baseUrl } = site
    const [version] = docsContent(site).loadedVersions
    if (!version) throw new Error('Markdown twins: the docs have no version')
    // The docs plugin's own permalinks, not the rule the checks use.
    const routeOfSource = new Map(
      version.docs.map((doc) => [
        docSourceFile(doc, site.siteDir),
        doc.permalink,
      ]),
    )
    const pages = new Map<string, TwinPage>()
    for (const doc of version.docs) {
      const source = docSourceFile(doc, site.siteDir)
      const markdown = await pageMarkdown(await readFile(source, 'utf8'), doc, {
        source,
        routeOfSource,
        siteUrl: siteConfig.url,
        baseUrl,
      })
      const file = twinFileOf(outDir, baseUrl, doc.permalink)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, markdown)
      pages.set(doc.id, {
        title: doc.title,
        description: doc.description,
        url: twinUrl(siteConfig.url, doc.permalink),
        markdown,
      })
    }
    const twinSite = {
      title: siteConfig.title,
      tagline: siteConfig.tagline,
      sidebar: Object.values(version.sidebars)[0] ?? [],
      pages,
    }
    await writeFile(path.join(outDir, 'llms.txt'), llmsTxt(twinSite))
    await writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt(twinSite))
  },
}
