import type { ReactNode } from 'react'
import Link from '@docusaurus/Link'
import { PageMetadata } from '@docusaurus/theme-common'
import type { MovedPage as Moved } from './paths'
import styles from './styles.module.css'

/** A page of the previous site whose topic now has a section here. */
export default function MovedPage({
  moved,
  children,
}: {
  moved: Moved
  children: ReactNode
}): ReactNode {
  return (
    <>
      <PageMetadata title="This page has moved" />
      <h1>This page has moved</h1>
      <p className={styles.lead}>
        This is now covered in <Link to={moved.to}>{moved.label}</Link>.
      </p>
      {moved.note && <p>{moved.note}</p>}
      {children}
    </>
  )
}
