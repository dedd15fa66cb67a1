import { fileBesidePage } from '../../site/siteAddress'

/**
 * Where a page's Markdown twin is served, from its route (the permalink,
 * base URL included): `/api/createSlice` → `/api/createSlice.md`, beside
 * the page's HTML. Shared by the build, which writes the twins, and the
 * page's "Copy page" button.
 */
export const twinPathOf = (route: string): string =>
  fileBesidePage(route, '.md')

/** The absolute URL of a page's Markdown twin: the site's URL and the twin's path. */
export const twinUrl = (siteUrl: string, route: string): string =>
  `${siteUrl}${twinPathOf(route)}`
