import React, {
  use,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import type { ColorMode } from '@docusaurus/theme-common'
import { loadOnceAs } from '@site/src/features/lean-pages/loadOnce'
import type { ExampleApp } from '@site/src/features/example-apps/apps'
import {
  loadAppFiles,
  onRuntimeError,
  runApp,
  runnerSandbox,
  setColorMode,
  type AppFile,
  type RunError,
} from '@site/src/features/example-runner/client'
import { replaceCode } from './editor/codeMirror'
import { useCodeMirror } from './editor/useCodeMirror'
import { editFragment } from './shareLink'
import { EditToolbar, useCopyLink } from './EditToolbar'
import styles from './styles.module.css'

export interface AppEditorProps {
  app: ExampleApp
  /** The frame's accessible name. */
  title: string
  colorMode: ColorMode
  /** Edited files from a shared link (by path), shown with a notice; nothing runs until Run. */
  shared?: Record<string, string>
  onClose(): void
}

const languageOf = (name: string) => /\.(\w+)$/.exec(name)?.[1] ?? 'ts'

const whereOf = ({ file, line, column }: RunError) =>
  file ? `${file}${line ? `:${line}${column ? `:${column}` : ''}` : ''}: ` : ''

/**
 * An example app's files in the editor, with a file list, and Run: the
 * files compiled in the browser and run in the sandboxed runner page
 * (src/features/example-runner), which shows the app below. Errors, from
 * compiling or from the running app, are listed here.
 */
export default function AppEditor({
  app,
  title,
  colorMode,
  shared,
  onClose,
}: AppEditorProps): ReactNode {
  // Once per app and page view (again after a failure: Retry).
  const originals = use(loadOnceAs(`app-files:${app}`, () => loadAppFiles(app)))
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      originals.map(({ name, code }) => [name, shared?.[name] ?? code]),
    ),
  )
  const [current, setCurrent] = useState(originals[0]!.name)
  const [run, setRun] = useState(0)
  const [errors, setErrors] = useState<RunError[]>([])
  const [state, setState] = useState<'idle' | 'running' | 'started'>('idle')
  const frame = useRef<HTMLIFrameElement>(null)
  const hintId = useId()

  const { host, view } = useCodeMirror(current, {
    code: texts[current]!,
    language: languageOf(current),
    label: `Edit ${current}`,
    describedBy: hintId,
    onChange: (code) => setTexts((all) => ({ ...all, [current]: code })),
  })
  useEffect(() => {
    // Opened with Edit: the reader goes on in the editor.
    if (view && !shared) view.focus()
  }, [view, shared])

  // Each Run: a new frame, given the files as they were when Run was pressed.
  const [runFiles, setRunFiles] = useState<AppFile[]>([])
  const startRun = () => {
    setErrors([])
    setState('running')
    setRunFiles(originals.map(({ name }) => ({ name, code: texts[name]! })))
    setRun((count) => count + 1)
  }
  useEffect(() => {
    const target = frame.current
    if (run === 0 || !target) return undefined
    let live = true
    const stopErrors = onRuntimeError(target, (error) => {
      if (live) setErrors((all) => [...all, error])
    })
    void runApp(target, app, runFiles, { colorMode }).then(
      (result) => {
        if (!live) return
        setErrors((all) => [...result.errors, ...all])
        setState('started')
      },
      (error: unknown) => {
        if (live) setErrors([{ message: String(error) }])
        setState('started')
      },
    )
    return () => {
      live = false
      stopErrors()
    }
    // A run is the frame of one Run press: its files and mode are read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [run])
  // A later switch of the site's mode reaches the running app.
  useEffect(() => {
    if (frame.current && run > 0) setColorMode(frame.current, colorMode)
  }, [colorMode, run])
  const edited = Object.fromEntries(
    originals
      .filter(({ name, code }) => texts[name] !== code)
      .map(({ name }) => [name, texts[name]!]),
  )
  const copyLink = useCopyLink(() =>
    editFragment({ kind: 'app', app, files: edited }),
  )

  return (
    <div className={styles.appEditor}>
      <EditToolbar
        hintId={hintId}
        hint="Edit the app’s files, then Run. Tab leaves the editor."
        notice={
          shared &&
          'These files carry edits from a shared link. Nothing has run: read them, then press Run.'
        }
        actions={[
          {
            label: 'Reset files',
            title: 'Put every file back as the app has it',
            onClick() {
              setTexts(
                Object.fromEntries(
                  originals.map(({ name, code }) => [name, code]),
                ),
              )
              const original = originals.find(({ name }) => name === current)
              if (view && original) replaceCode(view, original.code)
            },
          },
          copyLink,
          {
            label: 'Close',
            title: 'Back to the app as it is',
            onClick: onClose,
          },
        ]}
      >
        <button
          type="button"
          className="button button--primary button--sm"
          onClick={startRun}
        >
          Run
        </button>
      </EditToolbar>
      <div className={styles.appFiles}>
        <ul className={styles.fileList} aria-label="The app’s files">
          {originals.map(({ name }) => (
            <li key={name}>
              <button
                type="button"
                className={styles.fileButton}
                aria-current={name === current ? 'true' : undefined}
                onClick={() => setCurrent(name)}
              >
                {name.replace(/^src\//, '')}
                {texts[name] !== originals.find((f) => f.name === name)!.code &&
                  ' (edited)'}
              </button>
            </li>
          ))}
        </ul>
        <div ref={host} className={styles.codeMirror} />
      </div>
      <div role="alert" className={styles.runErrors}>
        {errors.length > 0 && (
          <>
            <p>
              {errors.length === 1
                ? 'The app failed:'
                : `The app failed (${errors.length} errors):`}
            </p>
            <ul>
              {errors.map((error, index) => (
                <li key={index}>
                  <code>
                    {whereOf(error)}
                    {error.message}
                  </code>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <p className={styles.status} role="status">
        {state === 'idle'
          ? 'Press Run to run the app with these files.'
          : state === 'running'
            ? 'Compiling and starting the app…'
            : errors.length === 0
              ? 'The app runs with your files.'
              : 'The app did not start cleanly: see the errors above.'}
      </p>
      {run > 0 && (
        <iframe
          key={run}
          ref={frame}
          className={styles.runFrame}
          title={`${title} (your edit)`}
          // An opaque origin: edited code cannot reach this page's origin
          // (runApp loads the runner page in it).
          sandbox={runnerSandbox(app)}
        />
      )}
    </div>
  )
}
