import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from '@docusaurus/types'

/** Where a build with BUNDLE_STATS=1 leaves the client bundle's stats (read by scripts/bench/bundle.mjs). */
export const BUNDLE_STATS_FILE = 'reports/bundle/client-stats.json'

/**
 * Writes the browser bundle's Rspack stats: every chunk, its files and the
 * modules in it with their sizes. Only for bundle analysis: it adds seconds
 * to the build, so docusaurus.config.ts loads it only when asked.
 */
export default function bundleStatsPlugin(): Plugin {
  return {
    name: 'site-bundle-stats',
    configureWebpack(_config, isServer) {
      if (isServer) return {}
      return {
        plugins: [
          {
            apply(compiler: {
              hooks: {
                done: {
                  tap: (
                    name: string,
                    hook: (stats: {
                      toJson: (options: object) => unknown
                    }) => void,
                  ) => void
                }
              }
            }) {
              compiler.hooks.done.tap('site-bundle-stats', (stats) => {
                const json = stats.toJson({
                  all: false,
                  ids: true,
                  entrypoints: true,
                  chunks: true,
                  chunkRelations: true,
                  chunkModules: true,
                  chunkModulesSpace: Infinity,
                  nestedModules: true,
                  nestedModulesSpace: Infinity,
                  dependentModules: true,
                  cachedModules: true,
                })
                mkdirSync(path.dirname(BUNDLE_STATS_FILE), { recursive: true })
                writeFileSync(BUNDLE_STATS_FILE, JSON.stringify(json))
              })
            },
          },
        ],
      }
    },
  }
}
