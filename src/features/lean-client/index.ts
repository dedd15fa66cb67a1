import type { Plugin } from '@docusaurus/types'

/**
 * V8's explicit compile hint (Chrome 136 and later): with this first line,
 * every function of the file is compiled on the background thread that
 * streams the script in, instead of on the main thread the first time it is
 * called. Nearly all of the entry chunks runs on every first visit (React's
 * renderer, the router, the theme's shell), and main.js's evaluation was the
 * longest task after the first paint. Compiling on the main thread during it
 * went from 77 to 48 ms (median of 5 traced loads of /api/createSlice, no CPU
 * throttling). Added after minification, which would drop it as a comment,
 * and before content hashing (registry entry compile-hint-after-minification).
 */
const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad'

/**
 * The compile hint for the entry chunks. The theme work and data these pages
 * do not need are swapped out by src/features/internals, from its registry
 * (its replacements/ and loaders/).
 */
export default function leanClientPlugin(): Plugin {
  return {
    name: 'site-lean-client',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {}
      const { BannerPlugin, Compilation } = currentBundler.instance
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_ALL_ON_LOAD,
            raw: true,
            entryOnly: true,
            test: /\.js$/,
            stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE,
          }),
        ],
      }
    },
  }
}
