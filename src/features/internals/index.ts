import type { LoadContext, Plugin } from '@docusaurus/types'
import { bundlerConfig, hydratesServerHtml } from './bundlerConfig'
import { INTERNALS } from './registry'

/** Applies the registry's module replacements and loaders (./registry.ts), the one place the bundle reaches into Docusaurus. */
export default function internalsPlugin({ siteDir }: LoadContext): Plugin {
  return {
    name: 'site-internals',
    configureWebpack(_config, isServer, { currentBundler }) {
      return bundlerConfig(INTERNALS, {
        siteDir,
        isServer,
        hydrates: hydratesServerHtml(isServer),
        bundler: currentBundler.instance,
      })
    },
  }
}
