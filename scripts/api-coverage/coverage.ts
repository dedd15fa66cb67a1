import { existsSync } from 'node:fs'
import { headingNames, type ApiHomes } from '../../src/markdown/apiHomes'
import { docOfRoute } from '../../src/markdown/docRoutes'
import { headings, readMdx } from '../../src/markdown/readMdx'

export type { ApiHomes }

/**
 * Routes → exports that have no heading on their home page. A heading counts
 * when the export's name stands in it as a whole identifier
 * (`configureStore`, `## createSlice(options)`, `### isAnyOf and isAllOf`).
 */
export function exportsWithoutHeading(
  homes: ApiHomes,
): Map<string, Set<string>> {
  const headingsOf = new Map<string, string[]>()
  const missing = new Map<string, Set<string>>()
  for (const exports of Object.values(homes.entryPoints)) {
    for (const [name, route] of Object.entries(exports)) {
      if (!headingsOf.has(route)) {
        const file = docOfRoute(route)
        headingsOf.set(route, existsSync(file) ? headings(readMdx(file)) : [])
      }
      if (!headingsOf.get(route)!.some((text) => headingNames(name, text))) {
        if (!missing.has(route)) missing.set(route, new Set())
        missing.get(route)!.add(name)
      }
    }
  }
  return missing
}
