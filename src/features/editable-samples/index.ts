import type { Plugin } from '@docusaurus/types'
import { typecheckBundling } from './typecheck'

/**
 * Editing samples in the page (manuals/editable-samples.md): the bundler
 * rules of the type checker's assets (./typecheck). The samples themselves
 * travel in each page's hovers file (src/features/type-hovers/pageData.ts).
 */
export default function editableSamplesPlugin(): Plugin {
  return {
    name: 'editable-samples',
    configureWebpack(_config, isServer) {
      const { plugins, rules } = typecheckBundling(isServer)
      return { plugins, module: { rules } }
    },
  }
}
