// The search index's files in the build, named once for the plugin, the
// scripts (plain JavaScript: Node runs them without TypeScript) and the
// tests; deploy/nginx.conf repeats the pattern, and tests/unit/buildOutputs.test.ts
// checks that it matches.
import { createHash } from 'node:crypto'

/**
 * The index's file name: a hash of its content. It is cached for a year, so a
 * name must never be reused for other content; hashing the index itself
 * instead of what it is made from cannot leave an input out.
 * @param {string} json the index as written
 */
export function indexFileName(json) {
  return `search-index.${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`
}

/** Matches every name indexFileName gives. */
export const SEARCH_INDEX = /^search-index\.[0-9a-f]{10}\.json$/

/** The same names as a `_headers` path pattern. */
export const SEARCH_INDEX_PATHS = '/search-index.*'

/**
 * Names the build's index (`{"index": "search-index.<hash>.json"}`) under a
 * name that never changes, revalidated on every use: the browser bundle is
 * built before the index exists, so it cannot carry the index's name.
 */
export const SEARCH_MANIFEST = 'search-manifest.json'
