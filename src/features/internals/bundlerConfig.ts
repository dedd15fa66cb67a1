import path from 'node:path'
import type { CurrentBundler } from '@docusaurus/types'
import type { Internal } from './types'

interface Target {
  /** Where the registry's repository-relative paths start. */
  siteDir: string
  isServer: boolean
  /** A build's browser bundle, whose pages hydrate the server's HTML (not `npm start`'s). */
  hydrates: boolean
  bundler: Pick<CurrentBundler['instance'], 'NormalModuleReplacementPlugin'>
}

/**
 * Whether a bundle is the browser's bundle of a build, whose pages hydrate
 * the server's HTML: `npm start` renders in the browser, with no server HTML.
 * The lean pages (src/features/lean-pages) exist only there.
 */
export const hydratesServerHtml = (isServer: boolean): boolean =>
  !isServer && process.env.NODE_ENV === 'production'

/** The module replacements and loader rules of the registry, for one bundle. */
export function bundlerConfig(
  internals: Internal[],
  { siteDir, isServer, hydrates, bundler }: Target,
) {
  const ours = (relative: string) => path.resolve(siteDir, relative)
  const plugins = []
  const rules = []
  for (const entry of internals) {
    if (entry.kind === 'module-replacement') {
      plugins.push(
        new bundler.NormalModuleReplacementPlugin(
          entry.matcher,
          ours(entry.replacement),
        ),
      )
    } else if (entry.kind === 'import-replacement') {
      plugins.push(
        new bundler.NormalModuleReplacementPlugin(
          entry.request,
          (resource: { context: string; request: string }) => {
            if (entry.importer.test(resource.context))
              resource.request = ours(entry.replacement)
          },
        ),
      )
    } else if (
      entry.kind === 'generated-file-loader' &&
      (entry.bundles === 'both' ||
        (entry.bundles === 'client' && !isServer) ||
        (entry.bundles === 'hydrating-client' && hydrates))
    ) {
      const imports = Object.entries(entry.imports ?? {}).map(
        ([option, file]) => [option, ours(file)],
      )
      rules.push({
        test: entry.matcher,
        use: [
          {
            loader: ours(entry.loader),
            options: {
              fields: entry.drops.map((field) => field.path),
              ...Object.fromEntries(imports),
            },
          },
        ],
      })
    }
  }
  return { plugins, module: { rules } }
}
