import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { BuiltSite, PostBuildStep } from '../post-build'
import { createIndex, type SearchDocument } from './engine'
import { SEARCH_PAGE } from './index'
import { indexFileName, SEARCH_MANIFEST } from './indexFiles.mjs'
import { documentsOfPage } from './indexPage'

/** What the manifest (SEARCH_MANIFEST) holds. */
export interface SearchManifest {
  /** The index's file name, beside the manifest. */
  index: string
}

const htmlFileOf = ({ outDir, baseUrl }: BuiltSite, route: string) => {
  const relative = route.slice(baseUrl.length)
  return path.join(outDir, relative === '' ? 'index.html' : `${relative}.html`)
}

/**
 * `html` with a preload of the index at the top of its <head>, so that the
 * /search page downloads the index alongside its scripts instead of after
 * them. Written into the built HTML because the index's name exists only
 * now: React's <Head> renders the same tags on the server and in the
 * browser, whose bundle cannot know it.
 */
function withIndexPreload(html: string, href: string): string {
  const charset = /<meta charset=[^>]*>/i
  if (!charset.test(html))
    throw new Error(
      'The /search page has no <meta charset> to put the search index preload after.',
    )
  return html.replace(
    charset,
    (tag) =>
      `${tag}<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous">`,
  )
}

/**
 * Splits every built doc page into sections and indexes them (engine.ts),
 * then writes the index under a name made from its content, the manifest
 * that names it, and a preload of it into the /search page.
 */
export const searchIndexStep: PostBuildStep = {
  phase: 'search-index',
  async run(site) {
    const documents: SearchDocument[] = []
    for (const route of [...new Set(site.routesPaths)].sort()) {
      const html = await readFile(htmlFileOf(site, route), 'utf8').catch(
        () => undefined,
      )
      if (html)
        documents.push(...documentsOfPage(html, route, documents.length))
    }
    const json = JSON.stringify(createIndex(documents))
    const index = indexFileName(json)
    await writeFile(path.join(site.outDir, index), json)
    await writeFile(
      path.join(site.outDir, SEARCH_MANIFEST),
      JSON.stringify({ index } satisfies SearchManifest),
    )
    const searchPage = htmlFileOf(site, `${site.baseUrl}${SEARCH_PAGE}`)
    await writeFile(
      searchPage,
      withIndexPreload(
        await readFile(searchPage, 'utf8'),
        `${site.baseUrl}${index}`,
      ),
    )
  },
}
