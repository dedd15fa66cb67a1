import React, { type ReactNode } from 'react'
import LazyEditor from '@site/src/features/editable-samples/LazyEditor'
import type { SampleEditorProps } from '@site/src/features/editable-samples/SampleEditor'

// The editor's own chunk: CodeMirror, the type checker's client.
const loadSampleEditor = () =>
  import('@site/src/features/editable-samples/SampleEditor')

/**
 * The block's sample in the editor, in place of its code: loaded with the
 * block's buttons (./CodeButtons.tsx, which exports it), so that none of it
 * is in a page's first load; the editor itself loads on Edit.
 */
export default function EditingSample({
  codeView,
  ...props
}: SampleEditorProps & { codeView: ReactNode }): ReactNode {
  return (
    <LazyEditor load={loadSampleEditor} fallback={codeView} props={props} />
  )
}
