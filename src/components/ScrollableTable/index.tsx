import React, {
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react'

/**
 * A Markdown table. The theme lets a table wider than the column scroll
 * sideways, which a keyboard can only do once the table takes the focus:
 * such a table joins the Tab order (and shows the focus ring), one that fits
 * does not. Measured in the browser, so the server HTML has no tabindex.
 */
export default function ScrollableTable(
  props: ComponentProps<'table'>,
): ReactNode {
  const ref = useRef<HTMLTableElement>(null)
  const [scrolls, setScrolls] = useState(false)

  useEffect(() => {
    const table = ref.current
    if (!table) return undefined
    const update = () =>
      setScrolls(
        table.scrollWidth > table.clientWidth + 1 ||
          table.scrollHeight > table.clientHeight + 1,
      )
    update()
    // The table's box follows the column; its sections follow the content (fonts, tabs).
    const observer = new ResizeObserver(update)
    for (const element of [table, ...Array.from(table.children)])
      observer.observe(element)
    return () => observer.disconnect()
  }, [])

  // A region that scrolls must be reachable by keyboard to be scrolled (WCAG 2.1.1, axe's scrollable-region-focusable).
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
  return <table {...props} ref={ref} tabIndex={scrolls ? 0 : undefined} />
}
