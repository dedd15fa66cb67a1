/**
 * Calls `onChange` with whether the table scrolls (is wider or taller than
 * its box), now and whenever its box or its sections change size (fonts,
 * tabs, the column). Returns the function that stops watching.
 */
export function watchScrolling(
  table: HTMLTableElement,
  onChange: (scrolls: boolean) => void,
): () => void {
  const update = () =>
    onChange(
      table.scrollWidth > table.clientWidth + 1 ||
        table.scrollHeight > table.clientHeight + 1,
    )
  update()
  const observer = new ResizeObserver(update)
  for (const element of [table, ...Array.from(table.children)])
    observer.observe(element)
  return () => observer.disconnect()
}
