import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Which page documents each runtime export of each entry point of
 * `@reduxjs/toolkit`: derived from the docs plan's inventory by
 * scripts/api-coverage/derive.mjs. The API coverage test holds every export
 * to a heading on its page; llms-small.txt takes each export's signature
 * from that section.
 */
export interface ApiHomes {
  version: string
  /** Entry point → export name → route of its home page. */
  entryPoints: Record<string, Record<string, string>>
}

export const API_HOMES_FILE = path.resolve(__dirname, 'api-homes.json')

export const readApiHomes = (): ApiHomes =>
  JSON.parse(readFileSync(API_HOMES_FILE, 'utf8')) as ApiHomes

/**
 * A heading names an export when the name stands in it as a whole
 * identifier: `configureStore`, `createSlice(options)`, `isAnyOf and
 * isAllOf`. The API coverage test holds each export to such a heading on its
 * home page.
 */
export const headingNames = (name: string, heading: string) =>
  new RegExp(`(^|[^\\w$])${name.replace(/\$/g, '\\$')}([^\\w$]|$)`).test(
    heading,
  )
