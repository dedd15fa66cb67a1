import type { ReactNode } from 'react'
import type { FoundHit } from '../useSearch'
import Highlighted from './Highlighted'

/**
 * A hit's heading, where it lives, and the opening of its text, the hit's
 * words marked. `styles` is the caller's CSS module: each place that lists
 * hits styles these three parts under the same class names.
 */
export default function SearchHitText({
  hit,
  styles,
}: {
  hit: FoundHit
  styles: Readonly<Partial<Record<'heading' | 'path' | 'excerpt', string>>>
}): ReactNode {
  const path = [hit.category, hit.heading === hit.page ? '' : hit.page]
    .filter(Boolean)
    .join(' › ')
  return (
    <>
      <span className={styles.heading}>
        <Highlighted text={hit.heading} terms={hit.marks} />
      </span>
      {path && <span className={styles.path}>{path}</span>}
      {hit.excerpt && (
        <span className={styles.excerpt}>
          <Highlighted text={hit.excerpt} terms={hit.marks} />
        </span>
      )}
    </>
  )
}
