import type { Page } from '@playwright/test'
import { turnDataSaverOn } from './dataSaver'

/**
 * Puts the page's timers under the test's control with Playwright's clock
 * (call it before the page loads; time then flows as usual until the test
 * pauses or runs it). Data saver goes on with it, for two reasons. Playwright's
 * idle callbacks report no time remaining, so our prefetch helper
 * (src/features/internals/replacements/prefetch.ts) would add no hint and ask for idle
 * time again and again. And a pointer passing over a link would preload its
 * page. With data saver on, Docusaurus does neither: the only chunks a page
 * requests are a navigation's.
 */
export async function installClock(page: Page): Promise<void> {
  await turnDataSaverOn(page)
  await page.clock.install()
}
