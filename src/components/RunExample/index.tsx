import React, {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react'
import type { ReactNode } from 'react'
import useBaseUrl from '@docusaurus/useBaseUrl'
import { useColorMode, type ColorMode } from '@docusaurus/theme-common'
import {
  appPath,
  EXAMPLE_APPS,
  type ExampleApp,
} from '@site/src/features/example-apps/apps'
import { FRAGMENT_START } from '@site/src/features/editable-samples/shareLink'
import styles from './styles.module.css'

// Loaded on the first Edit (src/features/editable-samples).
const EditingApp = lazy(() => import('./EditingApp'))

/**
 * What the frame may do, and no more:
 * - `allow-scripts`: the app is a React program.
 * - `allow-same-origin`: an app in an opaque origin could not load its own
 *   module scripts (they are fetched with CORS) nor register the service
 *   worker that mocks its API. Together with `allow-scripts` it would let the
 *   app lift its sandbox; acceptable here because the app is first-party
 *   code, built from this repository and served by this site like the page
 *   around it. The sandbox keeps it from what a demo never needs: navigating
 *   the reader's tab, pop-ups, dialogs, downloads.
 * - `allow-forms`, for apps with forms: without it the browser drops the
 *   submit event (and logs an error), so React's onSubmit never runs. The
 *   handlers prevent the submission: the frame never navigates.
 */
const sandboxOf = (app: ExampleApp) =>
  `allow-scripts allow-same-origin${EXAMPLE_APPS[app].forms ? ' allow-forms' : ''}`

/**
 * The site's colour mode, for the app in the frame (examples/shared/colorMode.ts
 * reads both): in the frame's address, read before the app's first paint, and
 * in a message to the frame's window, which the app takes only from this
 * origin and from the page that frames it. Sent to this origin only.
 */
const withMode = (src: string, mode: ColorMode) => `${src}?theme=${mode}`
const tellMode = (frame: HTMLIFrameElement | null, mode: ColorMode) =>
  frame?.contentWindow?.postMessage(
    { type: 'color-mode', mode },
    window.location.origin,
  )

/**
 * Runs an example app (`examples/<app>/`, bundled into the site by the
 * build) in a frame below the button. Nothing of the app is requested until
 * the reader presses Run; Reset loads it again from scratch, with fresh mock
 * data. See manuals/example-apps.md.
 */
export default function RunExample({ app }: { app: ExampleApp }): ReactNode {
  const example = EXAMPLE_APPS[app]
  // MDX is not type-checked: an unknown name fails the build's render.
  if (!example)
    throw new Error(
      `<RunExample app="${app}">: no such example app (known: ${Object.keys(EXAMPLE_APPS).join(', ')}).`,
    )
  const src = useBaseUrl(appPath(app))
  const { colorMode } = useColorMode()
  // 0 until the first Run; then each Run or Reset mounts a new frame, which
  // starts in the mode the site had then. A later switch is a message: a new
  // address would reload the app.
  const [run, setRun] = useState({ count: 0, mode: colorMode })
  const frame = useRef<HTMLIFrameElement>(null)
  const tellFrame = useCallback(
    () => tellMode(frame.current, colorMode),
    [colorMode],
  )
  useEffect(tellFrame, [tellFrame])
  // Editing: from Edit, or a shared link's files (which do not run by themselves).
  const [editing, setEditing] = useState<{
    shared?: Record<string, string>
  } | null>(null)
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!location.hash.startsWith(FRAGMENT_START)) return undefined
    let live = true
    void import('@site/src/features/editable-samples/sharedEdit')
      .then(({ sharedAppEdit }) => sharedAppEdit(app))
      .then((shared) => {
        if (!live || !shared) return
        setEditing({ shared })
        box.current?.scrollIntoView({ block: 'start' })
      })
    return () => {
      live = false
    }
  }, [app])

  return (
    <div
      ref={box}
      className={styles.example}
      role="group"
      aria-label={example.title}
    >
      <div className={styles.toolbar}>
        {/* One button that turns from Run into Reset, so it keeps the focus. */}
        {!editing && (
          <button
            type="button"
            className="button button--primary button--sm"
            onClick={() => setRun({ count: run.count + 1, mode: colorMode })}
          >
            {run.count === 0 ? 'Run the app' : 'Reset'}
          </button>
        )}
        <button
          type="button"
          className="button button--secondary button--sm"
          aria-expanded={editing !== null}
          onClick={() => setEditing(editing ? null : {})}
        >
          Edit
        </button>
        <a href={src} target="_blank" rel="noopener">
          Open in a new tab
        </a>
      </div>
      {editing && (
        <Suspense fallback={<p className={styles.note}>Loading the editor…</p>}>
          <EditingApp
            app={app}
            title={example.title}
            colorMode={colorMode}
            shared={editing.shared}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      {!editing && run.count > 0 && (
        <iframe
          key={run.count}
          ref={frame}
          className={styles.frame}
          src={withMode(src, run.mode)}
          title={example.title}
          sandbox={sandboxOf(app)}
          // Again once loaded: a switch while the app was loading went to
          // the frame's previous document.
          onLoad={tellFrame}
        />
      )}
      <p className={styles.note}>
        {example.mockApi
          ? 'Runs from this site’s files. Its server is a mock in your browser (MSW): nothing leaves your machine, and Reset starts with fresh data.'
          : 'Runs from this site’s files, entirely in your browser; Reset starts it again.'}
      </p>
    </div>
  )
}
