// Where the example runner lives in the build and what it may do, named once
// for the build script (buildRunner.mjs, plain JavaScript that Node runs),
// the hosting needs (./index.ts) and the browser client (./client.ts).
// manuals/example-apps.md § Running the reader's edits.

/** The runner's page, from the site's base URL: `examples/runner.html`, served at `/examples/runner`. */
export const RUNNER_PAGE = 'examples/runner'

/** Its folder: the manifest, and under `assets/` its script and the apps' sources, named by content. */
export const RUNNER_FOLDER = 'examples/runner'

/** The one file of the folder not named by its content: which libraries and sources this build has. */
export const RUNNER_MANIFEST = 'manifest.json'

/** The file every app starts from. */
export const APP_ENTRY = 'src/main.tsx'

/**
 * What the runner page may do, as Content-Security-Policy directives. It
 * runs the reader's code, so the policy is about where that code can reach,
 * not which code runs: scripts only from the site (its own script, the
 * colour-mode script) and from blob: (the compiled modules it makes
 * itself); the shared stylesheet and inline styles; images from the site,
 * data: and blob:; no connection anywhere (the mock API answers inside the
 * page), no form submission, no <base>, no plugins, no workers, no frames.
 */
export const RUNNER_DIRECTIVES = [
  "default-src 'none'",
  "script-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
  "object-src 'none'",
]

/**
 * The runner's sandbox: scripts (the app is a program) and, for the apps
 * that submit forms, forms (without it the browser drops the submit event;
 * `form-action 'none'` still stops every submission). No allow-same-origin:
 * the runner gets an opaque origin. No top navigation, pop-ups or modals.
 */
export const RUNNER_SANDBOX = 'allow-scripts allow-forms'

/** The header's policy: the sandbox first, then the directives (a `<meta>` policy cannot carry `sandbox` nor `frame-ancestors`). */
export const runnerHeaderPolicy = () =>
  [
    `sandbox ${RUNNER_SANDBOX}`,
    ...RUNNER_DIRECTIVES,
    "frame-ancestors 'self'",
  ].join('; ')
