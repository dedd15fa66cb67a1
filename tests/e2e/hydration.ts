import type { Page } from '@playwright/test'

/**
 * Waits until React owns the page. The root reports hydration with
 * `data-has-hydrated`, but the navbar's search box can hydrate after it, and a
 * key typed or a click made before then reaches only the server's HTML. `also`
 * names more elements whose React handlers must be attached. A busy CI machine
 * has taken over 5 s to hydrate a long page, hence the 30 s.
 */
export async function waitForHydration(
  page: Page,
  { also }: { also?: string } = {},
): Promise<void> {
  const owned = ['input[type="search"]', also].filter(Boolean).join(', ')
  await page.waitForFunction(
    (selector) =>
      document.documentElement.hasAttribute('data-has-hydrated') &&
      Array.from(document.querySelectorAll(selector)).every((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps')),
      ),
    owned,
    { timeout: 30_000 },
  )
}
