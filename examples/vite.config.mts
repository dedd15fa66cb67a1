import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { defineConfig, type Plugin } from 'vite'

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

// Run an example with `npm run example -- examples/<name>`; the site's build
// bundles every app with this configuration too (src/plugins/example-apps).
export default defineConfig({
  plugins: [mockServiceWorker()],
  oxc: { jsx: { runtime: 'automatic' } },
  server: { host: '127.0.0.1' },
  build: {
    // Each app is one small page whose scripts all run at once: React and
    // MSW alone pass Vite's 500 kB warning, and splitting would only add
    // requests.
    chunkSizeWarningLimit: 1000,
  },
})
