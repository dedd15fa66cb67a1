// The page's side of the example runner (manuals/example-apps.md § Running
// the reader's edits): the app's files for the editor, and Run, which
// compiles them (./compile.ts, a chunk of its own loaded on the first Run)
// and runs them in a frame of the runner page. Small: imported lazily by
// <RunExample> when the reader first presses Edit or Run.
import { EXAMPLE_APPS, type ExampleApp } from '../example-apps/apps'
import type { AppFile } from './compile'
import type {
  HelloMessage,
  RunError,
  RunMessage,
  RunnerMessage,
} from './protocol'
import { appKey } from './protocol'
import {
  RUNNER_FOLDER,
  RUNNER_MANIFEST,
  RUNNER_PAGE,
  RUNNER_SANDBOX,
} from './runnerFiles.mjs'

export type { AppFile } from './compile'
export type { RunError } from './protocol'

/** The runner page, from the site's base URL. */
export const RUNNER_PATH = `/${RUNNER_PAGE}`

/**
 * The sandbox the runner's frame must have: scripts, and forms for the apps
 * that submit them (`form-action 'none'` keeps any from being sent); never
 * allow-same-origin, which would give the reader's code the site's origin.
 */
export const runnerSandbox = (app: ExampleApp) =>
  EXAMPLE_APPS[app].forms
    ? RUNNER_SANDBOX
    : RUNNER_SANDBOX.replace(' allow-forms', '')

// Where the site's files are: the bundle's public path is the base URL.
declare const __webpack_public_path__: string
const siteFile = (path: string) => `${__webpack_public_path__}${path}`

interface Manifest {
  libraries: string[]
  sources: Record<string, string>
}
interface AppSources {
  entry: string
  files: AppFile[]
}

const fetchJson = async <T>(url: string): Promise<T> => {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return (await response.json()) as T
}
let manifest: Promise<Manifest> | undefined
const manifestOf = () =>
  (manifest ??= fetchJson<Manifest>(
    siteFile(`${RUNNER_FOLDER}/${RUNNER_MANIFEST}`),
  ).catch((error: unknown) => {
    manifest = undefined
    throw error
  }))
const sources = new Map<ExampleApp, Promise<AppSources>>()
const sourcesOf = (app: ExampleApp) => {
  if (!sources.has(app))
    sources.set(
      app,
      manifestOf()
        .then(({ sources: files }) => {
          const file = files[app]
          if (!file) throw new Error(`The runner has no sources of ${app}.`)
          return fetchJson<AppSources>(siteFile(`${RUNNER_FOLDER}/${file}`))
        })
        .catch((error: unknown) => {
          // Forgotten, so that the next call (the editor's Retry) asks again.
          sources.delete(app)
          throw error
        }),
    )
  return sources.get(app)!
}

/** The files of `app` the reader may edit, as the tutorial shows them. */
export async function loadAppFiles(app: ExampleApp): Promise<AppFile[]> {
  return (await sourcesOf(app)).files.map((file) => ({ ...file }))
}

/** The runs this page started, so that a message from an earlier run of a frame is not taken for the current one's. */
let runs = 0

/** The runner's messages from `frame`'s window about run `run`. */
function listen(
  frame: HTMLIFrameElement,
  run: string | null,
  listener: (message: RunnerMessage) => void,
): () => void {
  const onMessage = (event: MessageEvent) => {
    const message = event.data as RunnerMessage | undefined
    // The runner's messages come from its opaque origin, serialized 'null'.
    if (
      event.source === frame.contentWindow &&
      event.origin === 'null' &&
      typeof message?.type === 'string' &&
      (run === null || message.run === run)
    )
      listener(message)
  }
  window.addEventListener('message', onMessage)
  return () => window.removeEventListener('message', onMessage)
}

/**
 * Compiles `files` and runs them in `frame` (loading the runner page in it
 * again: one run per page). Resolves when the app's entry module has run,
 * or with the errors that kept it from running: compile errors (with file,
 * line and column), or an error thrown while the modules loaded. Errors
 * after that come through onRuntimeError.
 */
export async function runApp(
  frame: HTMLIFrameElement,
  app: ExampleApp,
  files: AppFile[],
  options: { colorMode: 'light' | 'dark' },
): Promise<{ errors: RunError[] }> {
  if (
    frame.sandbox.contains('allow-same-origin') ||
    !frame.sandbox.contains('allow-scripts')
  )
    throw new Error(
      'The runner frame must be sandboxed with allow-scripts and without allow-same-origin.',
    )
  const [{ compileApp }, { libraries }, { entry }] = await Promise.all([
    import(/* webpackChunkName: "example-runner-compile" */ './compile'),
    manifestOf(),
    sourcesOf(app),
  ])
  const compiled = compileApp(files, libraries)
  if (compiled.errors.length > 0) return { errors: compiled.errors }

  const run = String(++runs)
  return new Promise((resolve) => {
    const stop = listen(frame, run, (message) => {
      if (message.type === 'ready') {
        const start: RunMessage = {
          type: 'run',
          entry: appKey(entry),
          modules: compiled.modules,
        }
        // '*': the runner's origin is opaque, so no origin names it.
        frame.contentWindow?.postMessage(start, '*')
      } else if (message.type === 'started' || message.type === 'failed') {
        stop()
        resolve({ errors: message.type === 'failed' ? [message.error] : [] })
      }
    })
    frame.src = `${siteFile(RUNNER_PAGE)}?${new URLSearchParams({ theme: options.colorMode, run })}`
    // In case the page loaded before this listened.
    const hello: HelloMessage = { type: 'hello' }
    frame.addEventListener(
      'load',
      () => frame.contentWindow?.postMessage(hello, '*'),
      { once: true },
    )
  })
}

/** Calls `listener` with each error the app in `frame` throws after it started (uncaught exceptions, unhandled rejections, requests no mock answers); returns how to stop. */
export function onRuntimeError(
  frame: HTMLIFrameElement,
  listener: (error: RunError) => void,
): () => void {
  return listen(frame, null, (message) => {
    if (message.type === 'runtime-error') listener(message.error)
  })
}

/**
 * Tells the app in `frame` the site's colour mode (examples/shared/colorMode.ts
 * takes it from the framing page, from the site's origin). To '*': the
 * runner's own origin is opaque and matches no target origin; the message
 * says nothing but the mode.
 */
export function setColorMode(frame: HTMLIFrameElement, mode: 'light' | 'dark') {
  frame.contentWindow?.postMessage({ type: 'color-mode', mode }, '*')
}
