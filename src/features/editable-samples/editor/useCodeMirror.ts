import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { EditorView } from '@codemirror/view'
import { createEditor, type EditorOptions } from './codeMirror'

/**
 * A CodeMirror editor in the element the returned ref is set on, made once
 * per `key` (a file: a new key makes a new editor) and destroyed with the
 * component. Callbacks are read through a ref, so they may change on every
 * render without remaking the editor.
 */
export function useCodeMirror(
  key: string,
  options: Omit<EditorOptions, 'parent'>,
) {
  const host = useRef<HTMLDivElement>(null)
  const latest = useRef(options)
  // Before any effect or event of this render reads them.
  useLayoutEffect(() => {
    latest.current = options
  })
  const [view, setView] = useState<EditorView | null>(null)
  useEffect(() => {
    const { code, language, label, describedBy } = latest.current
    const made = createEditor({
      parent: host.current!,
      code,
      language,
      label,
      describedBy,
      onChange: (text) => latest.current.onChange(text),
      check: latest.current.check && ((text) => latest.current.check!(text)),
      typeAt:
        latest.current.typeAt &&
        ((text, offset) => latest.current.typeAt!(text, offset)),
    })
    setView(made)
    return () => {
      made.destroy()
      setView(null)
    }
    // Remade only for another file: the rest is read through `latest`.
  }, [key])
  return { host, view }
}
