import type { Page } from '@playwright/test'

/** Every script the site loads: the entry scripts and each route's chunks. */
export const CHUNKS = '**/assets/js/*.js'

/**
 * Holds every chunk request until `release()`, recording its URL: the next
 * page takes exactly as long to load as the test decides, and a page opened
 * with its chunks held stays as the server sent it, before any script ran.
 */
export async function holdChunks(page: Page) {
  const requested: string[] = []
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(CHUNKS, async (route) => {
    requested.push(route.request().url())
    await released
    await route.continue()
  })
  return { requested, release }
}
