import path from 'node:path'
import type { Plugin } from '@docusaurus/types'

/** Where the build writes the declaration files, one JSON named by its content (so immutable under /assets/). */
export const DECLARATIONS_ASSET = 'assets/editable-samples'

/** The query that turns ./declarationFiles.json into that asset (./assets.d.ts types its import). */
const DECLARATIONS_QUERY = '?typecheck-declarations'

/** TypeScript's bundle, which the worker imports. */
const TYPESCRIPT =
  /[\\/]node_modules[\\/]typescript[\\/]lib[\\/]typescript\.js$/

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
        // What TypeScript's bundle does only under Node (load a plugin by a
        // computed path, read __dirname): never run in the worker.
        ignoreWarnings: [{ module: TYPESCRIPT }],
        module: {
          rules: [
            // The server renders pages and never starts a worker: its copy
            // of the worker gets no TypeScript, which it would only parse.
            ...(isServer
              ? [
                  {
                    test: path.join(__dirname, 'worker.ts'),
                    resolve: { alias: { typescript: false as const } },
                  },
                ]
              : []),
            {
              test: path.join(__dirname, 'declarationFiles.json'),
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
