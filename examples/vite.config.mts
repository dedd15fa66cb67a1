import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { defineConfig, type Plugin } from 'vite'

const require = createRequire(import.meta.url)

/**
 * Serves MSW's service worker at /mockServiceWorker.js, so the example apps
 * whose API is mocked run in the browser without a copy of the worker.
 */
function mockServiceWorker(): Plugin {
  return {
    name: 'mock-service-worker',
    configureServer(server) {
      server.middlewares.use(
        '/mockServiceWorker.js',
        async (_request, response) => {
          response.setHeader('Content-Type', 'text/javascript')
          response.end(
            await readFile(require.resolve('msw/mockServiceWorker.js')),
          )
        },
      )
    },
  }
}

// Run an example with `npm run example -- examples/<name>`.
export default defineConfig({
  plugins: [mockServiceWorker()],
  oxc: { jsx: { runtime: 'automatic' } },
  server: { host: '127.0.0.1' },
})
