import type { Plugin } from '@docusaurus/types'
import { SAMPLES_QUERY } from './remark'

/** Where each page's samples file lands in the build: named by content, so immutable under /assets/. */
export const SAMPLES_ASSETS = 'assets/editable-samples/samples'

/**
 * Editing samples in the page (manuals/editable-samples.md): the rule that
 * emits each page's samples file (./remark.ts) as a static asset, which the
 * editor fetches on the first Edit. An asset rather than a chunk, so the
 * bundle's runtime does not list one more chunk per page on every page.
 */
export default function editableSamplesPlugin(): Plugin {
  return {
    name: 'editable-samples',
    configureWebpack(_config, isServer) {
      return {
        module: {
          rules: [
            {
              resourceQuery: new RegExp(`^\\${SAMPLES_QUERY}$`),
              type: 'asset/resource' as const,
              generator: {
                filename: `${SAMPLES_ASSETS}/[contenthash][ext]`,
                emit: !isServer,
              },
            },
          ],
        },
      }
    },
  }
}
