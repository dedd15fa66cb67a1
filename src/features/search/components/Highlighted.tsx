import type { ReactNode } from 'react'
import { findTerms } from '../markTerms'

/** The text with the search words in <mark>; never HTML, always text. */
export default function Highlighted({
  text,
  terms,
}: {
  text: string
  terms: readonly string[]
}): ReactNode {
  const parts: ReactNode[] = []
  let from = 0
  for (const [start, end] of findTerms(text, terms)) {
    parts.push(
      text.slice(from, start),
      <mark key={start}>{text.slice(start, end)}</mark>,
    )
    from = end
  }
  parts.push(text.slice(from))
  return <>{parts}</>
}
