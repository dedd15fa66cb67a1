import path from 'node:path'
import type { Plugin } from '@docusaurus/types'

/** Where the build writes the declaration files, two JSON files named by their content (so immutable under /assets/). */
export const DECLARATIONS_ASSET = 'assets/editable-samples'

/** The query that turns ./declarationFiles.json into one of those assets (./assets.d.ts types its import). */
const DECLARATIONS_QUERY = '?typecheck-declarations'

/**
 * The packages whose declarations the worker downloads first: those a
 * sample of Redux Toolkit, RTK Query and React Redux reads (measured with
 * `SampleProgram.filesRead()`), with TypeScript's lib files. The files of the
 * others (test runners, msw, GraphQL, Next.js, Node's types: most of the
 * bytes) come in a second asset, downloaded the first time a sample looks
 * for one of them. Which package is where changes only the downloads, never
 * a result: the worker checks again once it has the second part.
 */
const FIRST_PACKAGES = [
  'typescript',
  '@reduxjs/toolkit',
  'redux',
  'redux-thunk',
  'reselect',
  'immer',
  '@standard-schema/spec',
  '@standard-schema/utils',
  'react',
  'react-dom',
  'react-redux',
  '@types/react',
  '@types/react-dom',
  'csstype',
]

/** TypeScript's bundle, which the worker imports. */
const TYPESCRIPT =
  /[\\/]node_modules[\\/]typescript[\\/]lib[\\/]typescript\.js$/

/**
 * The type-check of edited samples (manuals/editable-samples.md): a worker
 * that ./client.ts starts on the first check, and the declaration files it
 * downloads. This plugin only adds the rules that pack those files into two
 * assets when the worker imports them; the worker and TypeScript are a
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
            ...(['first', 'later'] as const).map((part) => ({
              test: path.join(__dirname, 'declarationFiles.json'),
              resourceQuery: `${DECLARATIONS_QUERY}=${part}`,
              type: 'asset/resource' as const,
              generator: {
                filename: `${DECLARATIONS_ASSET}/declarations-${part}.[contenthash][ext]`,
                emit: !isServer,
              },
              use: [
                {
                  loader: path.join(__dirname, 'packDeclarations.cjs'),
                  options: {
                    root: path.resolve(__dirname, '../../../..'),
                    firstPackages: FIRST_PACKAGES,
                  },
                },
              ],
            })),
          ],
        },
      }
    },
  }
}
