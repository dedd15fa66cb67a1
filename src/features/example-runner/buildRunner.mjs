// node src/features/example-runner/buildRunner.mjs --examples <dir> --out-dir <dir> --base <url> <app>...
// Builds the example runner (manuals/example-apps.md § Running the reader's
// edits) into <out-dir> (the build's examples/ folder):
//   runner.html                      the page, served at <base>runner
//   runner/assets/runner-<hash>.js   its script, with the libraries' modules
//   runner/assets/<app>-<hash>.json  each app's files that run in the browser
//   runner/manifest.json             which libraries and sources this build has
// plus the shared stylesheet and colour-mode script under runner/assets/.
// A process of its own, like ../example-apps/buildApps.mjs: Vite is an ES
// module that Docusaurus's TypeScript loader cannot load.
import { createHash } from 'node:crypto'
import {
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  rm,
  writeFile,
} from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { init, parse } from 'es-module-lexer'
import { build, mergeConfig, minify, transformWithOxc } from 'vite'
import { examplesViteConfig } from '../example-apps/viteConfig.mjs'
import { splitAtImports } from './moduleParts.mjs'
import {
  APP_ENTRY,
  RUNNER_DIRECTIVES,
  RUNNER_MANIFEST,
} from './runnerFiles.mjs'

const { values, positionals: apps } = parseArgs({
  options: {
    examples: { type: 'string' },
    'out-dir': { type: 'string' },
    base: { type: 'string' },
  },
  allowPositionals: true,
})
const { examples, 'out-dir': outDir, base } = values
if (!examples || !outDir || !base || apps.length === 0) {
  console.error(
    'Usage: node buildRunner.mjs --examples <dir> --out-dir <dir> --base <url> <app>...',
  )
  process.exit(2)
}
/** The apps' folder, for the functions below (narrowed once). */
const examplesDir = examples
// React's and the others' production builds, as `npm run build` ships them.
process.env.NODE_ENV = 'production'
const require = createRequire(import.meta.url)
const __dirname = path.dirname(fileURLToPath(import.meta.url))
const runnerDir = path.resolve(outDir, 'runner')
const assets = path.join(runnerDir, 'assets')

const named = (name, content) =>
  `${name}-${createHash('sha256').update(content).digest('base64url').slice(0, 8)}`

/**
 * A CommonJS package as an ES module with its names: an ES module cannot
 * `export *` from CommonJS, so the names are read from the package itself.
 */
const commonJs = (specifier) => {
  const names = Object.keys(require(specifier)).filter((name) =>
    /^[A-Za-z_$][\w$]*$/.test(name),
  )
  return `import m from '${specifier}';export default m;export const {${names.join(',')}} = m;`
}
const esModule = (specifier) => `export * from '${specifier}'`
const file = (file) => `export * from '${file}'`

/** The modules the apps may import, by specifier: one module graph, so one React. */
const LIBRARIES = {
  react: commonJs('react'),
  'react-dom/client': commonJs('react-dom/client'),
  'react/jsx-runtime': commonJs('react/jsx-runtime'),
  'react-redux': esModule('react-redux'),
  '@reduxjs/toolkit': esModule('@reduxjs/toolkit'),
  '@reduxjs/toolkit/query': esModule('@reduxjs/toolkit/query'),
  '@reduxjs/toolkit/query/react': esModule('@reduxjs/toolkit/query/react'),
  msw: file(path.join(__dirname, 'libraries/msw.ts')),
  'msw/browser': file(path.join(__dirname, 'libraries/mswBrowser.ts')),
}

/** Builds the libraries (Vite, production, minified) into `{ entries, modules }`, each module as parts. */
async function buildLibraries() {
  const ENTRY = 'runner-library:'
  const entryName = (specifier) =>
    specifier.replace(/^@/, '').replace(/\//g, '-')
  const output = /** @type {import('vite').Rolldown.RolldownOutput} */ (
    await build({
      configFile: false,
      root: __dirname,
      mode: 'production',
      logLevel: 'warn',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [
        {
          name: 'runner-library-entries',
          // Before Vite's own resolver, which would find MSW's cookie store.
          enforce: 'pre',
          resolveId(id, importer) {
            if (id.startsWith(ENTRY)) return `\0${id}`
            // MSW's cookie store, for one that keeps nothing (see the file).
            if (
              importer &&
              /[\\/]node_modules[\\/]msw[\\/]lib[\\/]core[\\/]/.test(
                importer,
              ) &&
              id.endsWith('/cookieStore.mjs')
            )
              return path.join(__dirname, 'libraries/cookieStore.ts')
            return undefined
          },
          load: (id) =>
            id.startsWith(`\0${ENTRY}`)
              ? LIBRARIES[id.slice(ENTRY.length + 1)]
              : undefined,
        },
      ],
      build: {
        write: false,
        minify: true,
        modulePreload: false,
        rolldownOptions: {
          input: Object.fromEntries(
            Object.keys(LIBRARIES).map((specifier) => [
              entryName(specifier),
              `${ENTRY}${specifier}`,
            ]),
          ),
          preserveEntrySignatures: 'strict',
          output: {
            format: 'es',
            entryFileNames: '[name].js',
            chunkFileNames: 'chunk-[hash].js',
          },
        },
      },
    })
  )
  await init
  const modules = {}
  for (const chunk of output.output) {
    if (chunk.type !== 'chunk') continue
    const [imports] = parse(chunk.code)
    modules[`lib:${chunk.fileName}`] = splitAtImports(
      chunk.code,
      imports,
      (specifier) =>
        `lib:${path.posix.join(path.posix.dirname(chunk.fileName), specifier)}`,
    )
  }
  const entries = Object.fromEntries(
    Object.keys(LIBRARIES).map((specifier) => [
      specifier,
      `lib:${entryName(specifier)}.js`,
    ]),
  )
  return { entries, modules }
}

/** The runner's script (./runner.ts, a classic script: module scripts from an opaque origin are CORS requests) with the libraries in it. */
async function runnerScript(libraries) {
  const source = path.join(__dirname, 'runner.ts')
  const { code: compiled } = await transformWithOxc(
    await readFile(source, 'utf8'),
    source,
  )
  // Its type imports leave an `export {}`, which a classic script cannot
  // have; anything else of a module would be a mistake.
  const code = compiled.replace(/^export \{\s*\};?$/m, '')
  await init
  const [imports, exports] = parse(code)
  if (imports.some(({ d }) => d === -1) || exports.length > 0)
    throw new Error(
      'runner.ts must compile to a classic script: no imports or exports.',
    )
  const minified = (await minify('runner.js', code)).code
  // A block: its names stay out of the page's global scope.
  return `{const RUNNER_LIBRARIES=${JSON.stringify(libraries)};\n${minified}}\n`
}

/** The element the apps render into: each app's index.html body without its script, the same in all. */
async function appRoot() {
  const roots = new Set()
  for (const app of apps) {
    const html = await readFile(
      path.join(examplesDir, app, 'index.html'),
      'utf8',
    )
    const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? ''
    roots.add(body.replace(/<script[\s\S]*?<\/script>/g, '').trim())
  }
  if (roots.size !== 1)
    throw new Error(
      `The example apps' index.html bodies differ (${[...roots].join(' | ')}): the runner has one page for all.`,
    )
  return [...roots][0]
}

/** The files of an app that the reader may edit: those that run in the browser (not tests, test utilities or the Node mock server). */
async function appSources(app) {
  const root = path.join(examplesDir, app)
  const names = (await readdir(path.join(root, 'src'), { recursive: true }))
    .map((name) => `src/${name.split(path.sep).join('/')}`)
    .filter(
      (name) =>
        /\.(ts|tsx)$/.test(name) &&
        !/\.test\.tsx?$/.test(name) &&
        !/(^|\/)test-utils\.tsx?$/.test(name) &&
        name !== 'src/mocks/server.ts',
    )
    .sort()
  if (!names.includes(APP_ENTRY))
    throw new Error(
      `examples/${app} has no ${APP_ENTRY}, where the runner starts it.`,
    )
  const files = []
  for (const name of names)
    files.push({ name, code: await readFile(path.join(root, name), 'utf8') })
  return { entry: APP_ENTRY, files }
}

const libraries = await buildLibraries()
const script = await runnerScript(libraries)
const scriptName = `assets/${named('runner', script)}.js`

// The page, built by Vite with the apps' configuration, which adds the
// shared stylesheet and colour-mode script (examples/vite.config.mts).
const page = await mkdtemp(path.join(os.tmpdir(), 'example-runner-'))
try {
  await writeFile(
    path.join(page, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="${RUNNER_DIRECTIVES.join('; ')}" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Example app</title>
  </head>
  <body>
    ${await appRoot()}
    <script src="${base}runner/${scriptName}"></script>
  </body>
</html>
`,
  )
  await build(
    mergeConfig(await examplesViteConfig(examples), {
      configFile: false,
      root: page,
      mode: 'production',
      base: `${base}runner/`,
      logLevel: 'error',
      build: { outDir: runnerDir, emptyOutDir: true },
    }),
  )
} finally {
  await rm(page, { recursive: true, force: true })
}
// Vite marks the stylesheet crossorigin, which from an opaque origin makes
// its request a CORS one that the site's servers do not answer; a plain
// stylesheet request needs no CORS.
const html = await readFile(path.join(runnerDir, 'index.html'), 'utf8')
await writeFile(
  path.join(outDir, 'runner.html'),
  html.replace(/(<link rel="stylesheet") crossorigin/g, '$1'),
)
await rm(path.join(runnerDir, 'index.html'))

await mkdir(assets, { recursive: true })
await writeFile(path.join(runnerDir, scriptName), script)
const sources = {}
for (const app of apps) {
  const json = JSON.stringify(await appSources(app))
  sources[app] = `assets/${named(app, json)}.json`
  await writeFile(path.join(runnerDir, sources[app]), json)
}
await writeFile(
  path.join(runnerDir, RUNNER_MANIFEST),
  `${JSON.stringify({ libraries: Object.keys(libraries.entries), sources }, null, 2)}\n`,
)
