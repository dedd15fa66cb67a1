import React, { useState, type ReactNode } from 'react'
import styles from './styles.module.css'

export interface EditAction {
  label: string
  title?: string
  onClick(): void
  /** Said after the action, in the toolbar's live region. */
  done?: string
}

/**
 * The row above an editor: how to use it (the editor's description), a
 * shared link's notice, and its buttons.
 */
export function EditToolbar({
  hintId,
  hint,
  notice,
  actions,
  children,
}: {
  hintId: string
  hint: string
  notice?: string
  actions: EditAction[]
  children?: ReactNode
}): ReactNode {
  const said = actions.find((action) => action.done)?.done
  return (
    <>
      {notice && (
        <p className={`alert alert--info ${styles.notice}`} role="note">
          {notice}
        </p>
      )}
      <div className={styles.toolbar}>
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
        {children}
        {actions.map(({ label, title, onClick }) => (
          <button
            key={label}
            type="button"
            className="button button--secondary button--sm"
            title={title}
            onClick={onClick}
          >
            {label}
          </button>
        ))}
        <span className={styles.said} role="status">
          {said}
        </span>
      </div>
    </>
  )
}

/**
 * "Copy link": the page's address with the edit in its fragment, to the
 * clipboard. Where the clipboard is refused, the link is shown to copy by
 * hand.
 */
export function useCopyLink(fragment: () => Promise<string>): EditAction {
  const [done, setDone] = useState<string>()
  return {
    label: 'Copy link',
    title:
      'A link to this page with your edit (it stays in the link: nothing is uploaded)',
    done,
    onClick() {
      setDone(undefined)
      void fragment().then(async (hash) => {
        const url = `${location.origin}${location.pathname}${location.search}${hash}`
        try {
          await navigator.clipboard.writeText(url)
          setDone('Link copied.')
        } catch {
          window.prompt('Copy this link:', url)
        }
      })
    },
  }
}
