import type { ClientModule } from '@docusaurus/types'
import nprogress from 'nprogress'
import '@docusaurus/theme-classic/lib/nprogress.css'

// Stands in for theme-classic's progress bar client module, the same but for
// the delay: see progress-bar-delay in src/features/internals/registry.ts.

/** The spec's progress bar delay. */
export const PROGRESS_BAR_DELAY_MS = 1000

nprogress.configure({ showSpinner: false })

const delayedProgressBar: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      const timer = window.setTimeout(
        () => nprogress.start(),
        PROGRESS_BAR_DELAY_MS,
      )
      // Docusaurus calls this once the next route has loaded.
      return () => window.clearTimeout(timer)
    }
    return undefined
  },
  onRouteDidUpdate() {
    nprogress.done()
  },
}

export default delayedProgressBar
