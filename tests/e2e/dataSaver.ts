import type { BrowserContext, Page } from '@playwright/test'

/**
 * Reports a slow connection with data saver on, as a reader on a metered plan
 * would. Docusaurus then neither prefetches the chunks of links in view (our
 * hints are added whenever the browser is idle, which on a busy machine can be
 * seconds later) nor preloads a route when the pointer enters its link. Tests
 * that count the scripts a page requests use it, so that what they count is
 * the requests under test, not prefetching that happened to land among them.
 */
export async function turnDataSaverOn(
  target: Page | BrowserContext,
): Promise<void> {
  await target.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      value: {
        effectiveType: 'slow-2g',
        saveData: true,
        addEventListener() {},
        removeEventListener() {},
      },
    })
  })
}
