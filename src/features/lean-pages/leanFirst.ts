import type { Load, PageModule, leanPage } from './LeanPage'

/** A lean module exports the wrapper, which only lean pages need (./remark.ts). */
interface LeanModule extends PageModule {
  leanPage: typeof leanPage
}

/**
 * A doc's entry in the route registry, in the browser bundle
 * (src/features/internals/loaders/leanRegistry.cjs): before the app has
 * hydrated, the loader gives the page's lean form (the page on screen came
 * from the server); after, its full form (a page rendered in the browser).
 * Part of every page's entry chunk: what the lean page needs comes with
 * its lean module.
 */
export function leanFirst(loadLean: Load, loadFull: Load): Load {
  return () =>
    document.documentElement.dataset.hasHydrated === 'true'
      ? loadFull()
      : loadLean().then((page) => ({
          ...page,
          default: (page as LeanModule).leanPage(page.default, loadFull),
        }))
}
