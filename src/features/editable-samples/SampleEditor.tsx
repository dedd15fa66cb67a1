import React, { use, useEffect, useId, useState, type ReactNode } from 'react'
import { typeChecker, type TypeDiagnostic } from './typecheck/client'
import { checkAgain, replaceCode, type Diagnostic } from './editor/codeMirror'
import { useCodeMirror } from './editor/useCodeMirror'
import { currentFiles, editorOpened, fileEdited } from './sampleState'
import { editFragment } from './shareLink'
import { EditToolbar, useCopyLink } from './EditToolbar'
import { loadPageSamples } from './loadPageSamples'
import styles from './styles.module.css'

export interface SampleEditorProps {
  /** The page's hovers file, which holds its samples (./pageSamples.ts), and the code block's place in it (its hover key). */
  samples: string
  at: number
  language: string
  /** The file's name as the page titles it. */
  title?: string
  /** Code from a shared link, shown instead of the original, with its notice. */
  shared?: { code: string; notice: string }
  /** Back to the page's code (Close). */
  onClose(): void
}

type CheckState =
  | { state: 'checking' }
  | { state: 'done'; errors: TypeDiagnostic[] }
  | { state: 'failed' }

const lineOf = (code: string, offset: number) =>
  code.slice(0, offset).split('\n').length

/** What the status line says (and screen readers hear) of a check. */
function statusText(check: CheckState, code: string): string {
  if (check.state === 'checking') return 'Checking types…'
  if (check.state === 'failed')
    return 'The type checker could not load. Check your connection, then Retry.'
  const [first] = check.errors
  if (!first) return 'No type errors.'
  const count =
    check.errors.length === 1
      ? '1 type error'
      : `${check.errors.length} type errors`
  return `${count}. Line ${lineOf(code, first.from)}: ${first.message}`
}

/**
 * A TypeScript sample of the page, edited in place: CodeMirror, checked as
 * the reader types by the type checker in a worker (./typecheck), against
 * the package declarations and compiler options of the code-sample check.
 * The block's other files (hidden ones, and shown ones not being edited)
 * are checked with it as the page has them.
 */
export default function SampleEditor({
  samples: samplesUrl,
  at,
  language,
  title,
  shared,
  onClose,
}: SampleEditorProps): ReactNode {
  const samples = use(loadPageSamples(samplesUrl))
  const entry = samples.entries[at]!
  const block = samples.blocks[entry.block]!
  const original = block.files.find((file) => file.name === entry.file)!.code
  const project = `${location.pathname}#${entry.block}`
  const [code, setCode] = useState(shared?.code ?? original)
  const [check, setCheck] = useState<CheckState>({ state: 'checking' })
  const hintId = useId()
  const name = title ?? entry.file

  const { host, view } = useCodeMirror(`${project}/${entry.file}`, {
    code,
    language,
    label: `Edit ${name}`,
    describedBy: hintId,
    onChange(text) {
      setCode(text)
      fileEdited(project, entry.file, text)
    },
    async check(text): Promise<Diagnostic[]> {
      setCheck({ state: 'checking' })
      try {
        const all = await typeChecker().check(
          project,
          currentFiles(project, block.files).map((file) =>
            file.name === entry.file ? { ...file, code: text } : file,
          ),
        )
        const errors = all.filter((error) => error.file === entry.file)
        setCheck({ state: 'done', errors })
        return errors.map(({ from, to, message }) => ({
          from,
          to: Math.max(to, from),
          severity: 'error',
          message,
        }))
      } catch {
        setCheck({ state: 'failed' })
        return []
      }
    },
    typeAt: (text, offset) =>
      typeChecker()
        .typeAt(project, entry.file, offset)
        .catch(() => undefined),
  })

  useEffect(() => {
    if (!view) return undefined
    fileEdited(project, entry.file, view.state.doc.toString())
    return editorOpened(project, entry.file, view)
  }, [view, project, entry.file])
  // Opened with Edit: the reader goes on in the editor. (A shared link's
  // editor leaves the focus where the page put it.)
  const opened = !shared
  useEffect(() => {
    if (view && opened) view.focus()
  }, [view, opened])

  const copyLink = useCopyLink(() =>
    editFragment({ kind: 'sample', at, file: entry.file, code }),
  )

  return (
    <div className={styles.editor}>
      <EditToolbar
        hintId={hintId}
        hint="Types are checked as you type. Ctrl+I (⌘I) or F1 says the type at the cursor; Tab leaves the editor."
        notice={shared?.notice}
        actions={[
          {
            label: 'Reset',
            title: 'Put the page’s code back',
            onClick: () => view && replaceCode(view, original),
          },
          copyLink,
          {
            label: 'Close',
            title: 'Back to the page’s code',
            onClick: onClose,
          },
        ]}
      />
      <div ref={host} className={styles.codeMirror} />
      <p className={styles.status} role="status">
        {statusText(check, code)}
        {check.state === 'failed' && view && (
          <button
            type="button"
            className="button button--link button--sm"
            onClick={() => checkAgain(view)}
          >
            Retry
          </button>
        )}
      </p>
    </div>
  )
}
