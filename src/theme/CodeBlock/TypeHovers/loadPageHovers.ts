import type { PageHovers } from '@site/src/features/type-hovers/pageData'

const loads = new Map<string, Promise<PageHovers>>()

/**
 * A page's hovers, fetched once for all its code blocks. A failed download
 * is forgotten, so that the next hover or Enter tries again.
 */
export function loadPageHovers(url: string): Promise<PageHovers> {
  let load = loads.get(url)
  if (!load) {
    load = fetch(url).then(async (response) => {
      if (!response.ok)
        throw new Error(`the server answered ${response.status} for ${url}`)
      return (await response.json()) as PageHovers
    })
    load.catch(() => loads.delete(url))
    loads.set(url, load)
  }
  return load
}
