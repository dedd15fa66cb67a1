import type { Page } from '@playwright/test'

/**
 * Whether the page paints the CSS Custom Highlight named `name` where it
 * marks text: screenshots of its first range in view, with the highlight and
 * with it taken out of the registry, differ (it is put back after). The
 * registry alone says what is marked, not that a style rule reaches the
 * marked text: the site's highlight rules apply only inside an element that
 * shows one ("Style and layout" in scripts/bench/README.md), so a missing
 * attribute would leave the registry full and the text unmarked.
 */
export async function highlightPaints(page: Page, name: string) {
  const clip = await page.evaluate((name) => {
    const registry = CSS.highlights as unknown as Map<string, Set<Range>>
    const inView = [...(registry.get(name) ?? [])]
      .map((range) => range.getBoundingClientRect())
      .find((rect) => rect.top >= 0 && rect.bottom <= window.innerHeight)
    if (!inView) throw new Error(`no range of the highlight ${name} in view`)
    const { x, y, width, height } = inView
    return { x, y, width, height }
  }, name)
  const marked = await page.screenshot({ clip, animations: 'disabled' })
  await page.evaluate((name) => {
    const registry = CSS.highlights as unknown as Map<string, Highlight>
    ;(window as { shownHighlight?: Highlight }).shownHighlight =
      registry.get(name)
    registry.delete(name)
  }, name)
  const unmarked = await page.screenshot({ clip, animations: 'disabled' })
  await page.evaluate((name) => {
    const shown = (window as { shownHighlight?: Highlight }).shownHighlight!
    ;(CSS.highlights as unknown as Map<string, Highlight>).set(name, shown)
  }, name)
  return !marked.equals(unmarked)
}
