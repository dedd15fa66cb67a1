import type { Plugin } from '@docusaurus/types'
import typeHoversRemark, { ASSET_QUERY, type TypeHoversOptions } from './remark'
import { typeHoversMiddleware } from './devServer'

/** Where a page's hovers file lands in the build: content-hashed, so immutable under /assets/. */
export const HOVERS_ASSETS = 'assets/type-hovers'

/**
 * The type of any name in a code sample (manuals/type-hovers.md). The
 * code-sample check computes and caches the types; this sets up their
 * reading: the remark plugin that gives each page its hovers, the bundler
 * rule that emits a page's file as an asset, and the dev server's endpoint.
 */
export function typeHovers(options: TypeHoversOptions) {
  const plugin = (): Plugin => ({
    name: 'type-hovers',
    configureWebpack(_config, isServer) {
      return {
        module: {
          rules: [
            {
              resourceQuery: new RegExp(`^\\${ASSET_QUERY}$`),
              type: 'asset/resource',
              generator: {
                filename: `${HOVERS_ASSETS}/[contenthash][ext]`,
                emit: !isServer,
              },
            },
          ],
        },
        ...(options.mode === 'dev' &&
          !isServer && {
            devServer: {
              // Docusaurus merges this with its own setupMiddlewares by
              // calling both on the same list and concatenating what they
              // return: add to the list, return nothing more.
              setupMiddlewares: (middlewares: unknown[]) => {
                middlewares.unshift({
                  name: 'type-hovers',
                  middleware: typeHoversMiddleware(options.baseUrl),
                })
                return []
              },
            },
          }),
      }
    },
  })
  return {
    plugin,
    remarkPlugin: [typeHoversRemark, options] as const,
  }
}
