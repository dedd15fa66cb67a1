import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { LoadedContent } from '@docusaurus/plugin-content-docs'
import { readApiHomes } from '../../markdown/apiHomes'
import { siteRootOf } from '../../site/siteAddress'
import { docSourceFile } from '../../markdown/docRoutes'
import type { HostingNeeds } from '../hosting/needs'
import type { BuiltSite, PostBuildStep } from '../post-build'
import { llmsSmall } from './llmsSmall'
import {
  indexNote,
  llmsBundle,
  llmsTxt,
  LLMS_FILES,
  pagesInOrder,
  type ListedFile,
  type TwinPage,
  type TwinSite,
} from './llmsTxt'
import { pageTwinTree, printer } from './pageMarkdown'
import { SKILL_FILE, SKILL_SOURCE, skillForSite } from './skill'
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

/** RTK Query's pages, its tutorial included: every route with a `rtk-query` segment. */
export const isRtkQueryPage = (route: string) =>
  route.split('/').includes('rtk-query')

/**
 * Writes every doc page's Markdown twin next to its HTML (`/x` → `/x.md`),
 * each starting with a note on where the index is; llms.txt (the files for
 * assistants, then the pages by sidebar category); llms-small.txt (every
 * export in brief and the rules that matter most); llms-core.txt and
 * llms-rtk-query.txt (each part's twins); llms-full.txt (every twin, in
 * sidebar order); and the skill for coding assistants. Runs in the
 * generated-files phase: the files are compressed with the rest and get the
 * site's headers.
 */
export const markdownTwinsStep: PostBuildStep = {
  phase: 'generated-files',
  async run(site) {
    const { siteConfig, outDir, baseUrl } = site
    const siteRoot = siteRootOf(siteConfig.url, baseUrl)
    const note = indexNote(siteRoot)
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
      const tree = await pageTwinTree(await readFile(source, 'utf8'), doc, {
        source,
        routeOfSource,
        siteUrl: siteConfig.url,
        baseUrl,
      })
      const markdown = printer.stringify(tree)
      const file = twinFileOf(outDir, baseUrl, doc.permalink)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, `${note}${markdown}`)
      pages.set(doc.id, {
        title: doc.title,
        description: doc.description,
        // As api-homes.json and the checks name routes: below the base URL.
        route: `/${doc.permalink.slice(baseUrl.length)}`,
        url: twinUrl(siteConfig.url, doc.permalink),
        markdown,
        tree,
      })
    }
    const twinSite: TwinSite = {
      title: siteConfig.title,
      tagline: siteConfig.tagline,
      siteRoot,
      sidebar: Object.values(version.sidebars)[0] ?? [],
      pages,
    }
    const skill = skillForSite(await readFile(SKILL_SOURCE, 'utf8'), siteRoot)
    const ordered = pagesInOrder(twinSite)
    const files: ListedFile[] = [
      {
        title: 'Skill: Redux with Redux Toolkit 2.x',
        path: SKILL_FILE,
        description:
          'rules for writing Redux today (configureStore, createSlice, typed hooks, createAsyncThunk, RTK Query endpoints and tags) and what they replace, each with a sample that compiles; an Agent Skills folder',
        content: skill,
      },
      {
        title: 'The API in brief',
        path: LLMS_FILES.small,
        description:
          'every export with its signature and purpose, and the rules that matter most; under 30,000 tokens',
        content: llmsSmall({
          pages: pagesInOrder(twinSite, { optional: false }),
          homes: readApiHomes(),
          skill,
          skillUrl: `${siteRoot}${SKILL_FILE}`,
          note,
        }),
      },
      {
        title: 'Redux Toolkit core, every page',
        path: LLMS_FILES.core,
        description:
          'the introduction, tutorials, usage guides and API reference of everything but RTK Query, in full',
        content: llmsBundle(
          twinSite,
          `${siteConfig.title}: every page except RTK Query's`,
          ordered.filter(({ route }) => !isRtkQueryPage(route)),
        ),
      },
      {
        title: 'RTK Query, every page',
        path: LLMS_FILES.rtkQuery,
        description:
          'the RTK Query tutorial, guides and API reference, in full',
        content: llmsBundle(
          twinSite,
          `${siteConfig.title}: every RTK Query page`,
          ordered.filter(({ route }) => isRtkQueryPage(route)),
        ),
      },
      {
        title: 'Everything',
        path: LLMS_FILES.full,
        description: 'every page in full, in the order of this index',
        content: llmsBundle(
          twinSite,
          `${siteConfig.title}: every page`,
          ordered,
        ),
      },
    ]
    for (const { path: name, content } of files) {
      await mkdir(path.dirname(path.join(outDir, name)), { recursive: true })
      await writeFile(path.join(outDir, name), content)
    }
    await writeFile(
      path.join(outDir, LLMS_FILES.index),
      llmsTxt(twinSite, files),
    )
  },
}
