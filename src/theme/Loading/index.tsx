import React, { type ReactNode } from 'react'
import type { LoadingComponentProps } from 'react-loadable'
import hidden from '../../css/visuallyHidden.module.css'
import styles from './styles.module.css'

/**
 * Shown by the route loader while a page's code is on its way. Replaces the
 * generator's fallback, whose white-on-red error text fails contrast checks
 * and which announces nothing to screen readers. react-loadable supplies
 * `pastDelay` after 200 ms, so fast loads never flash a spinner.
 */
export default function Loading({
  error,
  retry,
  pastDelay,
}: LoadingComponentProps): ReactNode {
  if (error) {
    return (
      <div className={`alert alert--danger ${styles.box}`} role="alert">
        <p className={styles.title}>This page could not be loaded.</p>
        <p className={styles.message}>{String(error)}</p>
        <button type="button" className="button button--danger" onClick={retry}>
          Retry
        </button>
      </div>
    )
  }
  if (pastDelay) {
    return (
      <div className={styles.spinnerWrap} role="status" aria-live="polite">
        <span className={styles.spinner} aria-hidden="true" />
        <span className={hidden.visuallyHidden}>Loading…</span>
      </div>
    )
  }
  return null
}
