import React, { useState, type ReactNode } from 'react'
import styles from './styles.module.css'

type State =
  { kind: 'idle' | 'copying' | 'copied' } | { kind: 'failed'; reason: string }

/** The clipboard write starts in the click itself: Safari allows it only there, and takes the text as a promise. */
function writeToClipboard(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write)
    return navigator.clipboard.write([
      new ClipboardItem({
        'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })),
      }),
    ])
  return text.then((t) => navigator.clipboard.writeText(t))
}

/**
 * "Copy page" and "View as Markdown" for the page's Markdown twin. The code
 * that fetches it, and the Markdown, load on the first copy.
 */
export default function PageActions({
  markdownUrl,
}: {
  markdownUrl: string
}): ReactNode {
  const [state, setState] = useState<State>({ kind: 'idle' })
  const copy = async () => {
    setState({ kind: 'copying' })
    const text = import('./loadMarkdown').then((m) =>
      m.loadMarkdown(markdownUrl),
    )
    const written = writeToClipboard(text)
    try {
      await text
    } catch (error) {
      written.catch(() => {})
      setState({ kind: 'failed', reason: (error as Error).message })
      return
    }
    try {
      await written
      setState({ kind: 'copied' })
    } catch {
      setState({
        kind: 'failed',
        reason:
          'The browser did not let the page use the clipboard. Open “View as Markdown” and copy from there.',
      })
    }
  }
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.action}
        onClick={copy}
        disabled={state.kind === 'copying'}
      >
        Copy page
      </button>
      <a className={styles.action} href={markdownUrl} type="text/markdown">
        View as Markdown
      </a>
      <p role="status" className={styles.status}>
        {state.kind === 'copied' && 'The page’s Markdown is on the clipboard.'}
        {state.kind === 'failed' && (
          <>
            Could not copy the page: {state.reason}{' '}
            <button type="button" className={styles.retry} onClick={copy}>
              Retry
            </button>
          </>
        )}
      </p>
    </div>
  )
}
