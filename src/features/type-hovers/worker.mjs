// The dev server computes a page's hovers here, off its main thread
// (./devServer.ts). ./compute.ts is TypeScript: loaded through jiti, as
// Docusaurus loads its TypeScript config.
import { parentPort } from 'node:worker_threads'
import { fileURLToPath } from 'node:url'
import createJiti from 'jiti'

/** @type {import('./compute')} */
const { computeHovers } = createJiti(fileURLToPath(import.meta.url))(
  './compute.ts',
)

parentPort?.on('message', ({ id, blocks }) => {
  try {
    parentPort?.postMessage({ id, hovers: [...computeHovers(blocks)] })
  } catch (error) {
    parentPort?.postMessage({
      id,
      error: String(error instanceof Error ? error.stack : error),
    })
  }
})
