import React, { type ReactNode } from 'react'
import useBrokenLinks from '@docusaurus/useBrokenLinks'
import { useAnchorTargetClassName } from '@docusaurus/theme-common'

/**
 * Another id for the section it opens (see src/features/anchor-aliases/aliases.ts): empty,
 * invisible, not in the table of contents. Registered with the broken-anchor
 * check like a heading's id, so links to it are checked at build time, and it
 * takes the headings' class that keeps a target clear of the sticky navbar.
 */
export default function AnchorAlias({ id }: { id: string }): ReactNode {
  useBrokenLinks().collectAnchor(id)
  return <span id={id} className={useAnchorTargetClassName(id)} />
}
