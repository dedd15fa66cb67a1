import type { ClientModule } from '@docusaurus/types'

type UmamiPayload = Record<string, unknown>

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void
    umami?: { track: (payload?: (props: UmamiPayload) => UmamiPayload) => void }
  }
}

/**
 * One page view per page: the first load and every client-side route change
 * to another pathname, back and forward included. Hash and query changes
 * (table-of-contents clicks, the search page rewriting `?q=`) are not page
 * views. Both tools are fed from here so that their counts agree.
 */
const pageViews: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    // Also runs on the first render, with no previous location.
    if (previousLocation && previousLocation.pathname === location.pathname) {
      return
    }
    // react-helmet updates document.title on the next tick: wait for it so
    // the page view carries the new page's title, not the old one's.
    setTimeout(() => {
      const title = document.title
      window.gtag?.('event', 'page_view', {
        page_location: window.location.href,
        page_title: title,
      })
      window.umami?.track((props) => ({
        ...props,
        url: location.pathname + location.search,
        title,
      }))
    })
  },
}

export default pageViews
