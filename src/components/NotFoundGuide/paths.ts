/**
 * How the not-found page reads the path a reader asked for. Pure functions, so
 * that tests/unit/notFoundPaths.test.ts covers both what they match and what
 * they must not.
 */

export interface MovedPage {
  /** What the link to the new home says. */
  label: string
  /** Route and section that cover the topic now. */
  to: string
  /** Why the new home is only the closest one, where it is. */
  note?: string
}

/** `/docs/API/createSlice/` under base URL `/docs/` → `/API/createSlice`: no base URL, no trailing slash, decoded. */
export function sitePath(pathname: string, baseUrl: string): string {
  let path = pathname.startsWith(baseUrl)
    ? pathname.slice(baseUrl.length - 1)
    : pathname
  try {
    path = decodeURIComponent(path)
  } catch {
    // A malformed escape stays as it is: it matches nothing, which is the truth.
  }
  path = path
    .replace(/\/index\.html?$/i, '')
    .replace(/\.html?$/i, '')
    .replace(/\/+$/, '')
  return path === '' ? '/' : path
}

const key = (path: string) => path.toLowerCase()

/** The production error decoder answers `/Errors`, in any letter case. */
export const isErrorDecoderPath = (path: string) => key(path) === '/errors'

/** A page of the previous site that now lives in a section here; letter case does not matter. */
export function movedPageFor(
  path: string,
  moved: Record<string, MovedPage | string>,
): MovedPage | undefined {
  const entry = Object.entries(moved).find(
    ([from, target]) => typeof target === 'object' && key(from) === key(path),
  )
  return entry?.[1] as MovedPage | undefined
}

/** The route this path is a letter-case (or, through sitePath, trailing-slash or `.html`) variant of. */
export function routeVariant(
  path: string,
  routes: readonly string[],
): string | undefined {
  return routes.find((route) => key(route) === key(path))
}

/** Path segments that name a part of the site rather than a topic. */
const SECTION_WORDS = new Set([
  'api',
  'usage',
  'rtk-query',
  'created-api',
  'tutorials',
  'introduction',
  'docs',
  'internal',
])

/** The words to search for: `/rtk-query/usage/refetch-on-focus` → `refetch on focus`. */
export function searchWordsOfPath(path: string): string {
  const segments = path.split('/').filter(Boolean)
  const topical = segments.filter(
    (segment) => !SECTION_WORDS.has(segment.toLowerCase()),
  )
  return (topical.length > 0 ? topical : segments)
    .join(' ')
    .split(/[-_.\s]+/)
    .filter(Boolean)
    .join(' ')
}

/** `?code=12` → 12; a missing or malformed code is `undefined` with what was given. */
export function errorCodeOf(search: string): { code?: number; given?: string } {
  const given = new URLSearchParams(search).get('code') ?? undefined
  if (given === undefined || !/^\s*\d{1,6}\s*$/.test(given)) return { given }
  return { code: Number(given), given }
}
