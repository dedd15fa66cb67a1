import { existsSync, readFileSync } from 'node:fs'

// The production build's server-rendered HTML (npm run build first), read
// once per route: what links must land on before any script runs.

const htmlCache = new Map<string, string | undefined>()
export function htmlOf(route: string): string | undefined {
  if (!htmlCache.has(route)) {
    const file = `build${route === '/' ? '/index' : route}.html`
    htmlCache.set(
      route,
      existsSync(file) ? readFileSync(file, 'utf8') : undefined,
    )
  }
  return htmlCache.get(route)
}

/** An id attribute's value (the minified HTML leaves simple values unquoted). */
const ID = String.raw`\sid=(?:"([^"]*)"|([^\s>]+))`
const idsIn = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].map((match) => match[1] ?? match[2]!)

/** Every element id of a page. */
const idsCache = new Map<string, Set<string>>()
function idsOf(route: string): Set<string> {
  if (!idsCache.has(route))
    idsCache.set(
      route,
      new Set(idsIn(htmlOf(route) ?? '', new RegExp(ID, 'g'))),
    )
  return idsCache.get(route)!
}

/** The ids of a page's headings, in order. */
export const headingIdsOf = (route: string): string[] =>
  idsIn(htmlOf(route) ?? '', new RegExp(`<h[1-6][^>]*?${ID}`, 'g'))

/** Why `route#id` does not land, or undefined when it does. */
export function missing(target: string): string | undefined {
  const [route = '', id] = target.split('#')
  if (htmlOf(route) === undefined)
    return `${target}: no page ${route} in the build`
  if (id && !idsOf(route).has(id))
    return `${target}: no element with id "${id}" on ${route}`
  return undefined
}
