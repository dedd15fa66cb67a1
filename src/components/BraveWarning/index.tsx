import React, { useEffect, useState, type ReactNode } from 'react'
import { useStorageSlot } from '@docusaurus/theme-common'
import styles from './styles.module.css'

export const DISMISS_STORAGE_KEY = 'rtk-docs.brave-warning-dismissed'

/**
 * Set on `<html>` once the result of detection is on the screen, whatever it
 * was: the caution is shown by then if it ever will be, so tests wait for it
 * (tests/e2e/brave.spec.ts) instead of for a guessed delay.
 */
const BRAVE_CHECKED_ATTRIBUTE = 'data-brave-checked'

interface BraveNavigator extends Navigator {
  brave?: { isBrave?: () => Promise<boolean> }
}

async function isBrave(): Promise<boolean> {
  try {
    return (await (navigator as BraveNavigator).brave?.isBrave?.()) === true
  } catch {
    return false
  }
}

/**
 * Brave's Shields block some third-party embeds and scripts that docs pages
 * may rely on. Detection only works in the browser, so the caution appears
 * after hydration and the server HTML never contains it.
 */
export default function BraveWarning(): ReactNode {
  // null until detection has answered.
  const [brave, setBrave] = useState<boolean | null>(null)
  const [dismissed, slot] = useStorageSlot(DISMISS_STORAGE_KEY)

  useEffect(() => {
    let active = true
    isBrave().then((result) => active && setBrave(result))
    return () => {
      active = false
    }
  }, [])

  // An effect runs after the render that used the answer has been committed,
  // so the attribute never appears before the caution it stands for.
  useEffect(() => {
    if (brave === null) {
      return undefined
    }
    const root = document.documentElement
    root.setAttribute(BRAVE_CHECKED_ATTRIBUTE, '')
    // Pages outside the docs layout have no caution and no detection.
    return () => root.removeAttribute(BRAVE_CHECKED_ATTRIBUTE)
  }, [brave])

  if (!brave || dismissed === 'true') {
    return null
  }
  return (
    <div
      className={`alert alert--warning ${styles.warning}`}
      role="note"
      aria-label="Brave browser notice"
    >
      <p className={styles.text}>
        <strong>Using Brave?</strong> Brave Shields can block embedded examples
        and other interactive parts of these pages. If something stays blank,
        lower Shields for this site.
      </p>
      <button
        type="button"
        className="button button--sm button--outline button--secondary"
        onClick={() => slot.set('true')}
      >
        Dismiss
      </button>
    </div>
  )
}
