import type { ReactNode } from 'react'
import type { SearchHit } from '../engine'
import Highlighted from './Highlighted'

/** A hit's heading, where it lives, and the opening of its text. */
export default function SearchHitText({
  hit,
  terms,
  classNames,
}: {
  hit: SearchHit
  terms: readonly string[]
  classNames: { heading: string; path: string; excerpt: string }
}): ReactNode {
  const path = [hit.category, hit.heading === hit.page ? '' : hit.page]
    .filter(Boolean)
    .join(' › ')
  return (
    <>
      <span className={classNames.heading}>
        <Highlighted text={hit.heading} terms={terms} />
      </span>
      {path && <span className={classNames.path}>{path}</span>}
      {hit.excerpt && (
        <span className={classNames.excerpt}>
          <Highlighted text={hit.excerpt} terms={terms} />
        </span>
      )}
    </>
  )
}
