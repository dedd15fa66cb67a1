import React, {
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react'
import { watchScrolling } from './watchScrolling'

/**
 * A Markdown table. The theme lets a table wider than the column scroll
 * sideways, which a keyboard can only do once the table takes the focus:
 * such a table joins the Tab order (and shows the focus ring), one that fits
 * does not. Measured in the browser, so the server HTML has no tabindex. A
 * table of a page's lean form gets the same (src/features/lean-pages).
 */
export default function ScrollableTable(
  props: ComponentProps<'table'>,
): ReactNode {
  const ref = useRef<HTMLTableElement>(null)
  const [scrolls, setScrolls] = useState(false)

  useEffect(() => {
    const table = ref.current
    return table ? watchScrolling(table, setScrolls) : undefined
  }, [])

  // A region that scrolls must be reachable by keyboard to be scrolled (WCAG 2.1.1, axe's scrollable-region-focusable).
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
  return <table {...props} ref={ref} tabIndex={scrolls ? 0 : undefined} />
}
