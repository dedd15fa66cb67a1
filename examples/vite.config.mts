import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { defineConfig, minify, transformWithOxc, type Plugin } from 'vite'

const require = createRequire(import.meta.url)
const WORKER = 'mockServiceWorker.js'
const readWorker = () => readFile(require.resolve(`msw/${WORKER}`))

/**
 * MSW's service worker for the example apps whose API is mocked, without a
 * copy of it in the repository: the dev server serves it at the app's root,
 * and a build of an app that starts MSW gets it beside its index.html, where
 * its default scope is the app's folder (the site's build: README § Example
 * apps in the page). Read from the installed msw, so it always matches the
 * library's version.
 */
function mockServiceWorker(): Plugin {
  return {
    name: 'mock-service-worker',
    configureServer(server) {
      server.middlewares.use(`/${WORKER}`, async (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript')
        response.end(await readWorker())
      })
    },
    async generateBundle(_options, bundle) {
      const startsMsw = Object.values(bundle).some(
        (output) =>
          output.type === 'chunk' &&
          output.moduleIds.some((id) =>
            /[\\/]node_modules[\\/]msw[\\/]/.test(id),
          ),
      )
      if (startsMsw)
        this.emitFile({
          type: 'asset',
          fileName: WORKER,
          source: await readWorker(),
        })
    },
  }
}

const SHARED = fileURLToPath(new URL('shared/', import.meta.url))

/** shared/colorMode.ts as the classic script a page can run in its <head>. */
async function colorModeScript() {
  const file = `${SHARED}colorMode.ts`
  const { code } = await transformWithOxc(await readFile(file, 'utf8'), file)
  return (await minify('colorMode.js', code)).code
}

/**
 * The look every app shares, kept out of the apps' own code (which the
 * tutorials show): shared/app.css, bundled by Vite like a stylesheet the
 * page links itself, and shared/colorMode.ts, which sets the site's colour
 * mode when the site runs the app in a frame. That one is a classic script
 * first in <head> (a module would run after the first paint), from a file:
 * the site's Content-Security-Policy allows no inline script.
 * manuals/example-apps.md § Styles and colour mode.
 */
function sharedLook(): Plugin[] {
  const DEV_SCRIPT = '/@shared/color-mode.js'
  let build = false
  let base = '/'
  let script: string | undefined
  return [
    {
      name: 'shared-stylesheet',
      // Before Vite reads the page's links, so that it bundles this one too.
      transformIndexHtml: {
        order: 'pre',
        handler: () => [
          {
            tag: 'link',
            attrs: { rel: 'stylesheet', href: `/@fs${SHARED}app.css` },
            injectTo: 'head',
          },
        ],
      },
    },
    {
      name: 'color-mode-script',
      configResolved(config) {
        build = config.command === 'build'
        base = config.base
      },
      // The dev server compiles it for every page load: an edit shows on reload.
      configureServer(server) {
        server.middlewares.use(DEV_SCRIPT, async (_, response) => {
          response.setHeader('Content-Type', 'text/javascript')
          response.end(await colorModeScript())
        })
      },
      // A build names it by its content, like Vite's own assets.
      async buildStart() {
        if (!build) return
        const code = await colorModeScript()
        const hash = createHash('sha256').update(code).digest('base64url')
        script = `assets/color-mode-${hash.slice(0, 8)}.js`
        this.emitFile({ type: 'asset', fileName: script, source: code })
      },
      transformIndexHtml: () => [
        {
          tag: 'script',
          attrs: { src: script ? `${base}${script}` : DEV_SCRIPT },
          injectTo: 'head-prepend',
        },
      ],
    },
  ]
}

// Run an example with `npm run example -- examples/<name>`; the site's build
// bundles every app with this configuration too (src/features/example-apps).
export default defineConfig({
  plugins: [mockServiceWorker(), sharedLook()],
  oxc: { jsx: { runtime: 'automatic' } },
  server: { host: '127.0.0.1' },
  build: {
    // Each app is one small page whose scripts all run at once: React and
    // MSW alone pass Vite's 500 kB warning, and splitting would only add
    // requests.
    chunkSizeWarningLimit: 1000,
  },
})
