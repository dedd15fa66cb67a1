// The messages between a page of the site and the example runner in its
// frame (./runner.ts, ./client.ts). Both sides check the other: the runner
// takes messages only from the window that frames it, from the site's
// origin; the page only from the frame's window, with the run it started.

/** A module as parts: code, then the key of an imported module, then code… (./moduleParts.mjs). */
export type ModuleParts = string[]

/** Where something went wrong: a file of the app (`src/App.tsx`), 1-based line and column. */
export interface RunError {
  file?: string
  line?: number
  column?: number
  message: string
}

/** The libraries the runner's script carries: specifier → key, key → module. */
export interface RunnerLibraries {
  entries: Record<string, string>
  modules: Record<string, ModuleParts>
}

/** Page → runner: run these modules (keys `app:<file>`), starting from `entry`. */
export interface RunMessage {
  type: 'run'
  entry: string
  modules: Record<string, ModuleParts>
}

/** Page → runner: answer with `ready` (the page's script may have missed the first one). */
export interface HelloMessage {
  type: 'hello'
}

/** Runner → page: what happened. */
export type RunnerReport =
  | { type: 'ready' }
  | { type: 'started' }
  | { type: 'failed'; error: RunError }
  | { type: 'runtime-error'; error: RunError }

/** Runner → page, each report with the run id of the runner's address. */
export type RunnerMessage = RunnerReport & { run: string | null }

/** The key of an app's file among the modules: `app:src/App.tsx`. */
export const appKey = (file: string) => `app:${file}`
/** The key of a library a module imports by name: `package:react`. */
export const packageKey = (specifier: string) => `package:${specifier}`
