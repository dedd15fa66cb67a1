/**
 * Where the names of a code block are on screen. The block's HTML has no
 * element per name: a name is a range of the `<code>` element's text, found
 * from the pointer through the caret position, and measured as a DOM Range.
 */

/** A name of the block: its text offsets and its entry in the page's lists. */
export interface Name {
  start: number
  end: number
  text: number
  doc: number
}

/** `[start, end, text, doc, …]` as the page's file stores a block's names. */
export function namesOf(flat: readonly number[]): Name[] {
  const names: Name[] = []
  for (let i = 0; i + 3 < flat.length; i += 4)
    names.push({
      start: flat[i]!,
      end: flat[i + 1]!,
      text: flat[i + 2]!,
      doc: flat[i + 3]!,
    })
  return names
}

export interface TextRun {
  node: Text
  start: number
}

/** The text nodes of an element with the offset each starts at. */
export function textRuns(element: Element): TextRun[] {
  const runs: TextRun[] = []
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  let offset = 0
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    runs.push({ node: node as Text, start: offset })
    offset += (node as Text).length
  }
  return runs
}

/** The run that holds a text offset (the last one starting at or before it). */
function runAt(runs: TextRun[], offset: number): TextRun | undefined {
  let low = 0
  let high = runs.length - 1
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if (runs[middle]!.start <= offset) low = middle
    else high = middle - 1
  }
  return runs[low]
}

/** A DOM Range over a name's text. */
export function rangeOf(runs: TextRun[], name: Name): Range {
  const range = document.createRange()
  const first = runAt(runs, name.start)!
  const last = runAt(runs, name.end - 1)!
  range.setStart(first.node, name.start - first.start)
  range.setEnd(last.node, name.end - last.start)
  return range
}

const inside = (rect: DOMRect, x: number, y: number) =>
  x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom

/** The index of the name under a point of the viewport, or -1. */
export function nameAtPoint(
  names: Name[],
  runs: TextRun[],
  x: number,
  y: number,
): number {
  // caretRangeFromPoint: Safari before 18.4.
  const caret = document.caretPositionFromPoint
    ? document.caretPositionFromPoint(x, y)
    : document.caretRangeFromPoint?.(x, y)
  if (!caret) return -1
  const [node, caretOffset] =
    'offsetNode' in caret
      ? [caret.offsetNode, caret.offset]
      : [caret.startContainer, caret.startOffset]
  const run = runs.find((candidate) => candidate.node === node)
  if (!run) return -1
  const offset = run.start + caretOffset
  // The caret falls between characters: the name may end at it or start
  // at it. The pointer must be on the name's text, not past a line's end.
  for (const probe of [offset, offset - 1]) {
    const index = names.findIndex((n) => n.start <= probe && probe < n.end)
    if (index === -1) continue
    const rects = rangeOf(runs, names[index]!).getClientRects()
    if (Array.from(rects).some((rect) => inside(rect, x, y))) return index
  }
  return -1
}
