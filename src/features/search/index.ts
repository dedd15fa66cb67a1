import path from 'node:path'
import type { LoadContext, Plugin } from '@docusaurus/types'
import type { HostingNeeds } from '../hosting/needs'
import { focusShortcutScript } from './focusShortcut'
import {
  SEARCH_INDEX,
  SEARCH_INDEX_PATHS,
  SEARCH_MANIFEST,
} from './indexFiles.mjs'

export { SEARCH_INDEX } from './indexFiles.mjs'

/**
 * The index is named by its content, so it is cached for a year, and the
 * first search of a page waits for it. Its manifest needs no rule: like a
 * page, it is revalidated on every use.
 */
export const searchHostingNeeds: HostingNeeds = {
  immutable: [SEARCH_INDEX_PATHS],
  waitedFor: [SEARCH_INDEX],
}

export interface SearchGlobalData {
  /** Site-relative path of the manifest that names this build's index. */
  manifestPath: string
}

/** The /search page's route, below the base URL. */
export const SEARCH_PAGE = 'search'

/**
 * Offline search: provides the navbar SearchBar and the /search page, and
 * highlights the searched words on the page a result leads to; Ctrl+K
 * focuses the box from the first paint (focusShortcut.ts). The index is
 * built after the production build by a step of the post-build pipeline
 * (indexStep.ts, src/features/post-build).
 */
export default function searchPlugin(context: LoadContext): Plugin {
  return {
    name: 'site-search',
    getThemePath: () => path.resolve(__dirname, './theme'),
    getClientModules: () => [path.resolve(__dirname, './highlightOnPage.ts')],
    injectHtmlTags: () => ({
      headTags: [{ tagName: 'script', innerHTML: focusShortcutScript }],
    }),
    async contentLoaded({ actions }) {
      actions.setGlobalData({
        manifestPath: SEARCH_MANIFEST,
      } satisfies SearchGlobalData)
      actions.addRoute({
        path: `${context.baseUrl}${SEARCH_PAGE}`,
        component: '@theme/SearchPage',
        exact: true,
      })
    },
  }
}
