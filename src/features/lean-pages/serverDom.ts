/**
 * The server's rendering of the page's content, as the browser received it:
 * read by the lean form of a page during its first hydration (./README.md).
 * `.theme-doc-markdown` is the theme's content element (DocItem/Content);
 * its first child is the theme's own <header> when the title comes from the
 * front matter, and every other child is a top-level node of the MDX.
 */
interface ServerContent {
  container: Element
  /** The MDX's top-level elements, in order. */
  topLevel: Element[]
  /** Every code block (src/theme/CodeBlock), in document order. */
  codeBlocks: Element[]
}

let read: ServerContent | undefined

const CONTENT = '.theme-doc-markdown'

/**
 * Whether the page holds a doc's server-rendered content. The page the
 * server sent for a path can be another route's: the not-found page for a
 * letter-case variant, which the router still matches to the doc.
 */
export const hasServerContent = (): boolean =>
  document.querySelector(CONTENT) !== null

export function serverContent(): ServerContent {
  const container = document.querySelector(CONTENT)
  if (!container)
    throw new Error('lean page: the server-rendered content is not in the page')
  if (read?.container !== container) {
    const children = Array.from(container.children)
    read = {
      container,
      topLevel:
        children[0]?.localName === 'header' ? children.slice(1) : children,
      codeBlocks: Array.from(container.querySelectorAll('.theme-code-block')),
    }
  }
  return read
}

/** The highlighted HTML of the n-th code block the server rendered. */
export function serverCodeHtml(at: number): string {
  const code = serverContent().codeBlocks[at]?.querySelector('pre > code')
  if (!code) throw new Error(`lean page: no server-rendered code block ${at}`)
  return code.innerHTML
}
