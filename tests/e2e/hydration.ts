import type { Page } from '@playwright/test'

/**
 * Waits until React owns the page. Docusaurus renders
 * `<html data-has-hydrated="false">` on the server and sets it to "true" with
 * the first render after hydration (useIsBrowser), so only the value tells:
 * the attribute itself is there before any script has run. Checking for its
 * presence alone returned at once wherever no other element was waited for
 * (the integrations build has no search input), and a click then reached only
 * the server's HTML. The search box, where most tests act first, and the
 * elements `also` names must have their React handlers attached too. A busy
 * CI machine has taken over 5 s to hydrate a long page, hence the 30 s.
 */
export async function waitForHydration(
  page: Page,
  { also }: { also?: string } = {},
): Promise<void> {
  const owned = ['input[type="search"]', also].filter(Boolean).join(', ')
  await page.waitForFunction(
    (selector) =>
      document.documentElement.dataset.hasHydrated === 'true' &&
      Array.from(document.querySelectorAll(selector)).every((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps')),
      ),
    owned,
    { timeout: 30_000 },
  )
}
