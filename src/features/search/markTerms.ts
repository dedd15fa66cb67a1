/**
 * Where search words occur in a text, for highlighting: at the start of a
 * word or of a camelCase part (`Entity` in `createEntityAdapter`), so that a
 * short word like "id" does not light up inside "provide".
 */
export function findTerms(
  text: string,
  terms: readonly string[],
): [start: number, end: number][] {
  const wanted = [
    ...new Set(
      terms.map((term) => term.toLowerCase()).filter((term) => term.length > 1),
    ),
  ]
  if (wanted.length === 0) return []
  const lower = text.toLowerCase()
  const ranges: [number, number][] = []
  for (const term of wanted) {
    for (
      let at = lower.indexOf(term);
      at !== -1;
      at = lower.indexOf(term, at + 1)
    ) {
      const before = text[at - 1] ?? ' '
      const wordStart = !/[\p{L}\p{N}]/u.test(before)
      const camelStart = /\p{Ll}/u.test(before) && /\p{Lu}/u.test(text[at]!)
      if (wordStart || camelStart) ranges.push([at, at + term.length])
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1])
  // Overlapping matches (e.g. "create" inside "createSlice") become one.
  const merged: [number, number][] = []
  for (const range of ranges) {
    const last = merged.at(-1)
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1])
    else merged.push([...range])
  }
  return merged
}
