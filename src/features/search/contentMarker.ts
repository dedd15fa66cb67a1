/**
 * What the search reads of a doc page, marked by the site itself (the
 * DocItem/Content wrapper, src/theme/DocItem/Content) instead of found by the
 * theme's class names, which are the theme's to change: the element holding
 * the page's content, and on it the page's sidebar categories. Read by the
 * index step (./indexPage.ts) and by the highlighting of searched words on
 * the page (./highlightOnPage.ts).
 */
export const SEARCH_CONTENT = 'data-search-content'

/** The categories above the page in the sidebar, outermost first, as one text: `API Reference › Store Setup`. */
export const SEARCH_CATEGORY = 'data-search-category'

export const CATEGORY_SEPARATOR = ' › '

/**
 * On a page that only sends readers elsewhere (front matter `moved: true`):
 * it stays reachable by its URL, and the index leaves it out, so that it
 * never stands among the answers in place of the page it points to.
 */
export const SEARCH_MOVED = 'data-search-moved'

/** The attributes of the element that holds a doc page's content. */
export function searchContentAttributes(
  categories: string[],
  frontMatter: object,
): Record<string, string> {
  const moved = 'moved' in frontMatter && frontMatter.moved === true
  return {
    [SEARCH_CONTENT]: '',
    [SEARCH_CATEGORY]: categories.join(CATEGORY_SEPARATOR),
    ...(moved ? { [SEARCH_MOVED]: '' } : {}),
  }
}
