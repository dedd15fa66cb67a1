import path from 'node:path'
import type { Plugin } from '@docusaurus/types'

/** Where the build writes the declaration files, one JSON named by its content (so immutable under /assets/). */
export const DECLARATIONS_ASSET = 'assets/editable-samples'

/** The query that turns ./declarationFiles.json into that asset (./assets.d.ts types its import). */
const DECLARATIONS_QUERY = '?typecheck-declarations'

/**
 * The type-check of edited samples (manuals/editable-samples.md): a worker
 * that ./client.ts starts on the first check, and the declaration files it
 * downloads. This plugin only adds the rule that packs those files into one
 * asset when the worker imports them; the worker and TypeScript are a
 * chunk of the bundle that only `new Worker` loads.
 */
export default function typecheckPlugin(): Plugin {
  return {
    name: 'editable-samples-typecheck',
    configureWebpack(_config, isServer, _utils) {
      return {
        module: {
          rules: [
            {
              resourceQuery: new RegExp(`^\\${DECLARATIONS_QUERY}$`),
              type: 'asset/resource',
              generator: {
                filename: `${DECLARATIONS_ASSET}/declarations.[contenthash][ext]`,
                emit: !isServer,
              },
              use: [
                {
                  loader: path.join(__dirname, 'packDeclarations.cjs'),
                  options: { root: path.resolve(__dirname, '../../../..') },
                },
              ],
            },
          ],
        },
      }
    },
  }
}
