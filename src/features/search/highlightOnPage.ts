import type { ClientModule } from '@docusaurus/types'
import { SEARCH_CONTENT } from './contentMarker'
import { findTerms } from './markTerms'
import './highlight.css'

const HIGHLIGHT = 'search-term'
/** On the content while it holds marked words; highlight.css says why. */
const MARKING = 'data-search-terms-shown'

/**
 * A search result links to `page?highlight=words#heading`; this marks those
 * words in the page's text with the CSS Custom Highlight API, which styles
 * ranges without touching the DOM that React owns. Browsers without the API
 * simply show no marks.
 */
function highlight(search: string) {
  if (typeof CSS === 'undefined' || !('highlights' in CSS)) return
  // A maplike; the DOM typings in use declare only its forEach.
  const registry = CSS.highlights as unknown as Map<string, Highlight>
  registry.delete(HIGHLIGHT)
  const words = new URLSearchParams(search)
    .get('highlight')
    ?.split(/\s+/)
    .filter(Boolean)
    .slice(0, 20)
  const content = document.querySelector(`[${SEARCH_CONTENT}]`)
  content?.removeAttribute(MARKING)
  if (!words?.length || !content) return
  const ranges: Range[] = []
  const walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const [start, end] of findTerms(node.nodeValue ?? '', words)) {
      const range = new Range()
      range.setStart(node, start)
      range.setEnd(node, end)
      ranges.push(range)
    }
  }
  registry.set(HIGHLIGHT, new Highlight(...ranges))
  if (ranges.length) content.setAttribute(MARKING, '')
}

const clientModule: ClientModule = {
  onRouteDidUpdate({ location }) {
    // After the new page has rendered.
    requestAnimationFrame(() => highlight(location.search))
  },
}

export default clientModule
