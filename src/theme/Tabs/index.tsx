import React, { type KeyboardEvent, type ReactNode } from 'react'
import Tabs from '@theme-original/Tabs'
import type TabsType from '@theme/Tabs'
import type { WrapperProps } from '@docusaurus/types'
import styles from './styles.module.css'

type Props = WrapperProps<typeof TabsType>

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
}

/**
 * The theme's tabs only move the focus with the arrow keys and select with
 * Enter. The WAI-ARIA tabs pattern with automatic activation is what readers
 * of code samples expect: the arrow keys, Home and End select the tab they
 * move to (its panel is already rendered, so there is no wait), and Space
 * selects like Enter. Selection goes through the tab's own click handler, so
 * syncing the tabs of a group, remembering the choice and keeping the scroll
 * position all still happen in the theme.
 */
function onKeyDownCapture(event: KeyboardEvent<HTMLDivElement>) {
  const tab = (event.target as HTMLElement).closest<HTMLElement>('[role="tab"]')
  const list = tab?.closest('[role="tablist"]')
  if (!tab || !list || event.altKey || event.ctrlKey || event.metaKey) return
  const tabs = Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]'))
  const step = STEPS[event.key]
  if (step) {
    const next = tabs[step(tabs.indexOf(tab), tabs.length)]!
    event.preventDefault()
    event.stopPropagation()
    next.focus()
    next.click()
  } else if (event.key === ' ') {
    event.preventDefault()
    event.stopPropagation()
    tab.click()
  }
}

export default function TabsWrapper(props: Props): ReactNode {
  return (
    <div className={styles.keys} onKeyDownCapture={onKeyDownCapture}>
      <Tabs {...props} />
    </div>
  )
}
