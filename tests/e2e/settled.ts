import type { Page } from '@playwright/test'
import { waitForHydration } from './hydration'

/**
 * Waits until the page has done everything it does by itself after a load or a
 * client-side navigation, so that a test can then check that something did
 * *not* happen (a file not fetched, an element not replaced) without waiting a
 * fixed time for it not to happen. Each step is an event the page gives:
 *
 * 1. React owns the page (hydration) and the window's `load` event has fired.
 * 2. Docusaurus has seen the links in view (its `IntersectionObserver`s were
 *    created before ours, so their callbacks run before ours) and our prefetch
 *    helper has added its hints: it adds them in idle callbacks, which run in
 *    the order they were asked for, and asks again while some wait. So idle
 *    callbacks are awaited until one passes without a new hint.
 * 3. Every hinted chunk has loaded or failed (its `<link>` fires `load` or
 *    `error`; one that has already loaded has a resource timing entry).
 *
 * Anything the page would fetch on its own (a prefetched chunk importing
 * another, a lazy component in view) has been asked for by then.
 */
export async function waitUntilSettled(page: Page): Promise<void> {
  await waitForHydration(page)
  await page.evaluate(async () => {
    // Step 3 finds loaded hints by their timing entries: keep them all.
    const kept = performance.getEntriesByType('resource').length
    if (kept >= 250)
      throw new Error(
        `${kept} resource timing entries: the browser's buffer may have dropped some`,
      )
    performance.setResourceTimingBufferSize(100_000)
    if (document.readyState !== 'complete')
      await new Promise((resolve) =>
        window.addEventListener('load', resolve, { once: true }),
      )
    await new Promise<void>((resolve) => {
      const observer = new IntersectionObserver(() => {
        observer.disconnect()
        resolve()
      })
      observer.observe(document.body)
    })
    const hints = () => document.querySelectorAll('link[rel="prefetch"]')
    for (let before = -1; before !== hints().length;) {
      before = hints().length
      await new Promise((resolve) => requestIdleCallback(resolve))
    }
    const loaded = new Set(
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name !== ''),
    )
    await Promise.all(
      Array.from(hints(), (link) =>
        loaded.has((link as HTMLLinkElement).href)
          ? undefined
          : new Promise((resolve) => {
              link.addEventListener('load', resolve, { once: true })
              link.addEventListener('error', resolve, { once: true })
            }),
      ),
    )
  })
}
