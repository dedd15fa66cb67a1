import { createElement, useCallback, useState, type ReactNode } from 'react'
import { watchScrolling } from '@site/src/components/ScrollableTable/watchScrolling'
import { serverContent } from './serverDom'
import { markStatic } from './staticLinks'

const VOID_ELEMENTS = new Set(['hr', 'br', 'img'])
const PROP_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
}

/** The element as React props: its attributes and, as HTML, its content. */
function propsOf(element: Element): Record<string, unknown> {
  const props: Record<string, unknown> = {}
  for (const { name, value } of Array.from(element.attributes)) {
    // React takes a style as an object; these props never change, so React
    // never writes the attribute, and the server's stays.
    if (name !== 'style') props[PROP_NAMES[name] ?? name] = value
  }
  if (!VOID_ELEMENTS.has(element.localName))
    props.dangerouslySetInnerHTML = { __html: element.innerHTML }
  return props
}

/**
 * A top-level node of a page's lean form (./remark.ts): the at-th element
 * of the server's content, hydrated as one element whose HTML is the one
 * already in the page, so React builds nothing inside it. Its links are
 * followed by ./staticLinks.ts; a table that scrolls joins the Tab order as
 * src/components/ScrollableTable does.
 */
export default function StaticHtml({ at }: { at: string }): ReactNode {
  const [element] = useState(() => {
    const server = serverContent().topLevel[Number(at)]
    if (!server) throw new Error(`lean page: no server-rendered element ${at}`)
    return { tag: server.localName, props: propsOf(server) }
  })
  // A callback ref whose cleanup React 19 runs when the element goes.
  const attach = useCallback((node: HTMLElement | null) => {
    if (!node) return undefined
    markStatic(node)
    return node instanceof HTMLTableElement
      ? watchScrolling(node, (scrolls) =>
          scrolls
            ? node.setAttribute('tabindex', '0')
            : node.removeAttribute('tabindex'),
        )
      : undefined
  }, [])
  return createElement(element.tag, { ...element.props, ref: attach })
}
