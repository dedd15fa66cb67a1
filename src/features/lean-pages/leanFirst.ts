import type { Load, PageModule, leanPage } from './LeanPage'
import { hasServerContent } from './serverDom'

/** A lean module exports the wrapper, which only lean pages need (./remark.ts). */
interface LeanModule extends PageModule {
  leanPage: typeof leanPage
}

/**
 * A doc's entry in the route registry, in the browser bundle
 * (src/features/internals/loaders/leanRegistry.cjs): before the app starts
 * hydrating, the loader gives the page's lean form (the page on screen came
 * from the server); after, its full form (a page rendered in the browser).
 * Part of every page's entry chunk: what the lean page needs comes with
 * its lean module.
 */
export function leanFirst(loadLean: Load, loadFull: Load): Load {
  return () =>
    // Docusaurus's client entry sets it as it starts hydrating, after it has
    // loaded the server-rendered route: a route loaded later (a navigation,
    // a redirect while the app hydrates, a preload) renders in the browser,
    // and so does a doc whose path the server answered with another page.
    (window as { docusaurusRoot?: unknown }).docusaurusRoot ||
    !hasServerContent()
      ? loadFull()
      : loadLean().then((page) => ({
          ...page,
          default: (page as LeanModule).leanPage(page.default, loadFull),
        }))
}
