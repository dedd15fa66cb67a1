import React, { type ReactNode } from 'react'
import LazyEditor from '@site/src/features/editable-samples/LazyEditor'
import type { AppEditorProps } from '@site/src/features/editable-samples/AppEditor'
import styles from './styles.module.css'

// The editor's own chunk: CodeMirror, the runner's client.
const loadAppEditor = () =>
  import('@site/src/features/editable-samples/AppEditor')

const loading = <p className={styles.note}>Loading the editor…</p>

/**
 * The app's files in the editor, with Run (src/features/editable-samples):
 * a chunk of its own, loaded on the first Edit, so that none of it is in the
 * page's first load; a failed download of the editor shows Retry.
 */
export default function EditingApp(props: AppEditorProps): ReactNode {
  return <LazyEditor load={loadAppEditor} fallback={loading} props={props} />
}
