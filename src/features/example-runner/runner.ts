// The example runner's script (the page examples/runner, built by
// ./buildRunner.mjs), a classic script with the libraries' modules in it
// (RUNNER_LIBRARIES). The page has an opaque origin: it can fetch nothing
// with CORS, module scripts included, so every module, the libraries' and
// the app's, is made here from its text as a blob: URL, each import
// replaced by the blob: URL of what it imports. It runs one app, once:
// each run loads the page again. manuals/example-apps.md § Running the
// reader's edits.
import type {
  RunError,
  RunMessage,
  RunnerLibraries,
  RunnerReport,
} from './protocol'

declare const RUNNER_LIBRARIES: RunnerLibraries

/** The run the page asked for, from the address it loaded us at. */
const run = new URLSearchParams(location.search).get('run')
/** The site's origin: the page's address's (the document's own origin is opaque). */
const site = location.origin

/** Sent to the page that frames us, and only if it has the site's origin. */
const tell = (message: RunnerReport) =>
  window.parent.postMessage({ ...message, run }, site)

/** A Storage that lives in memory, for this run only. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(String(key)) ?? null,
    setItem: (key, value) => void items.set(String(key), String(value)),
    removeItem: (key) => void items.delete(String(key)),
    clear: () => items.clear(),
  }
}

// An opaque origin has no storage and no cookies: reading localStorage or
// document.cookie throws. MSW reads both (its cookie store), and so may the
// reader's code: they get storage in memory and no cookies instead.
for (const name of ['localStorage', 'sessionStorage'] as const)
  Object.defineProperty(window, name, {
    value: memoryStorage(),
    configurable: true,
  })
Object.defineProperty(document, 'cookie', {
  get: () => '',
  set: () => {},
  configurable: true,
})

/** The app's file each of its modules' blob: URLs was made from. */
const fileOf = new Map<string, string>()

const BLOB_POSITION = /(blob:[^\s)]+?):(\d+):(\d+)/g

/** An error as the page shows it: blob: URLs replaced by file names, and the first position in the app's files. */
function located(
  error: unknown,
  url?: string,
  line?: number,
  column?: number,
): RunError {
  const text =
    error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  const message = text.replace(
    /blob:[^\s'")]+/g,
    (blob) => fileOf.get(blob) ?? 'a library',
  )
  if (url && fileOf.has(url))
    return { file: fileOf.get(url), line, column, message }
  const stack = error instanceof Error ? (error.stack ?? '') : ''
  for (const [, blob, at, col] of stack.matchAll(BLOB_POSITION)) {
    const file = fileOf.get(blob!)
    if (file) return { file, line: Number(at), column: Number(col), message }
  }
  return { message }
}

addEventListener('error', (event) =>
  tell({
    type: 'runtime-error',
    error: located(
      event.error ?? event.message,
      event.filename,
      event.lineno,
      event.colno,
    ),
  }),
)
addEventListener('unhandledrejection', (event) =>
  tell({ type: 'runtime-error', error: located(event.reason) }),
)

/** Makes the module `key` and everything it imports, depth first; an import cycle is an error naming the files. */
function moduleUrl(
  key: string,
  app: RunMessage['modules'],
  made: Map<string, string>,
  path: string[],
): string {
  const resolved = key.startsWith('package:')
    ? RUNNER_LIBRARIES.entries[key.slice('package:'.length)]
    : key
  if (resolved === undefined) throw new Error(`No library ${key.slice(8)}`)
  const done = made.get(resolved)
  if (done) return done
  if (path.includes(resolved))
    throw new Error(
      `Import cycle: ${[...path.slice(path.indexOf(resolved)), resolved].map((k) => k.replace(/^\w+:/, '')).join(' → ')}. The runner cannot run modules that import each other.`,
    )
  const parts = app[resolved] ?? RUNNER_LIBRARIES.modules[resolved]
  if (!parts) throw new Error(`No module ${resolved.replace(/^\w+:/, '')}`)
  const code = parts
    .map((part, index) =>
      index % 2 === 1 ? moduleUrl(part, app, made, [...path, resolved]) : part,
    )
    .join('')
  const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }))
  made.set(resolved, url)
  if (resolved.startsWith('app:')) fileOf.set(url, resolved.slice(4))
  return url
}

let started = false
addEventListener('message', (event: MessageEvent) => {
  if (event.source !== window.parent || event.origin !== site) return
  const message = event.data as RunMessage | { type: 'hello' } | undefined
  if (message?.type === 'hello') tell({ type: 'ready' })
  if (message?.type !== 'run' || started) return
  started = true
  let entry: string
  try {
    entry = moduleUrl(message.entry, message.modules, new Map(), [])
  } catch (error) {
    tell({ type: 'failed', error: located(error) })
    return
  }
  import(entry).then(
    () => tell({ type: 'started' }),
    (error: unknown) => tell({ type: 'failed', error: located(error) }),
  )
})

tell({ type: 'ready' })
