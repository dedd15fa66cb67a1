/**
 * The site's root URL: its origin (`SITE_URL`) and base URL, ending in `/`
 * (`https://redux-toolkit.js.org/`). A file's absolute URL is this and its
 * path below the base URL.
 */
export const siteRootOf = (url: string, baseUrl: string): string =>
  `${url}${baseUrl}`

/**
 * The file written beside a page's HTML with another extension, from the
 * page's route: `/api/createSlice` → `/api/createSlice.md`; a route ending
 * in `/` is a folder's page, like its `index.html`. The build writes the
 * Markdown twin there, and the `Link` headers name what they find there.
 */
export const fileBesidePage = (route: string, extension: string): string =>
  route.endsWith('/') ? `${route}index${extension}` : `${route}${extension}`
