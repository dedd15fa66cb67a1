import path from 'node:path'
import type { Compiler } from 'webpack'

/** Where the build writes the worker's declaration files (two JSON files) and TypeScript, named by their content (so immutable under /assets/). */
export const TYPECHECK_ASSETS = 'assets/editable-samples'

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

/** TypeScript's bundle, which the worker loads as an asset with this query. */
const TYPESCRIPT_QUERY = '?typecheck-runtime'
const TYPESCRIPT =
  /[\\/]node_modules[\\/]typescript[\\/]lib[\\/]typescript\.js$/

/**
 * Marks the TypeScript asset as minified, which it is (./minifyTypescript.cjs),
 * so that the bundle's minimizer leaves it alone: minifying it again, as a
 * module, would cost seconds on every build and rename the global `ts` that
 * the worker reads.
 */
const typescriptMinifiedPlugin = {
  apply(compiler: Compiler) {
    const { Compilation } = compiler.webpack
    compiler.hooks.thisCompilation.tap('typescript-minified', (compilation) =>
      compilation.hooks.processAssets.tap(
        {
          name: 'typescript-minified',
          // Before the minimizer's stage: registered in
          // src/features/internals/registry.ts (typescript-asset-minified).
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_COMPATIBILITY,
        },
        (assets) => {
          for (const name of Object.keys(assets))
            if (name.startsWith(`${TYPECHECK_ASSETS}/typescript.`))
              compilation.updateAsset(name, (source) => source, {
                minimized: true,
              })
        },
      ),
    )
  },
}

/**
 * The type-check of edited samples (manuals/editable-samples.md): a worker
 * that ./client.ts starts on the first check, and the declaration files it
 * downloads. The bundler configuration that turns what the worker imports
 * into assets: the declaration files packed into two, and TypeScript's
 * bundle minified once (the bundler's cache keeps it). The worker itself is
 * a small chunk of the bundle that only `new Worker` loads. Part of the
 * editable samples' plugin (../index.ts).
 */
export function typecheckBundling(isServer: boolean) {
  return {
    plugins: isServer ? [] : [typescriptMinifiedPlugin],
    rules: [
      {
        test: TYPESCRIPT,
        resourceQuery: TYPESCRIPT_QUERY,
        type: 'asset/resource' as const,
        generator: {
          filename: `${TYPECHECK_ASSETS}/typescript.[contenthash].js`,
          emit: !isServer,
        },
        // The server renders pages and never starts a worker.
        use: isServer
          ? []
          : [{ loader: path.join(__dirname, 'minifyTypescript.cjs') }],
      },
      ...(['first', 'later'] as const).map((part) => ({
        test: path.join(__dirname, 'declarationFiles.json'),
        resourceQuery: `${DECLARATIONS_QUERY}=${part}`,
        type: 'asset/resource' as const,
        generator: {
          filename: `${TYPECHECK_ASSETS}/declarations-${part}.[contenthash][ext]`,
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
  }
}
