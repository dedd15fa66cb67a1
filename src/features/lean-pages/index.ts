import path from 'node:path'
import type { LoadContext, Plugin } from '@docusaurus/types'
import type { RuleSetRule } from '@rspack/core'
import { hydratesServerHtml } from '../internals/bundlerConfig'
import leanPage from './remark'

/** The request query of a doc's lean form (src/features/internals/loaders/leanRegistry.cjs). */
export const LEAN_QUERY = /(^|&|\?)lean($|&)/

interface MdxLoaderUse {
  loader: string
  options: {
    remarkPlugins?: unknown[]
    processors?: unknown
    crossCompilerCache?: unknown
  }
}

/**
 * The docs plugin's MDX rule, found in the bundler configuration by its
 * loader (@docusaurus/mdx-loader) and the folder it includes.
 */
function docsRule(rules: RuleSetRule[], docsDir: string) {
  return rules.find((rule) => {
    const use = (rule.use as MdxLoaderUse[] | undefined)?.[0]
    const include = ([] as unknown[]).concat(rule.include ?? [])
    return (
      use?.loader.includes(`${path.sep}mdx-loader${path.sep}`) &&
      include.some(
        (dir) => typeof dir === 'string' && path.resolve(dir) === docsDir,
      )
    )
  })
}

/**
 * Compiles each doc a second time, for the browser bundle of a build, as
 * its lean form (`?lean`, ./remark.ts): the docs plugin's MDX rule with the
 * lean transform after every other remark plugin. The rule's options carry
 * processors made from its plugin list: the copy drops them, so the MDX
 * loader makes its own from the longer list (registry entry
 * docs-mdx-rule-copy). Where the lean form is loaded: leanFirst.ts.
 */
export default function leanPagesPlugin({ siteDir }: LoadContext): Plugin {
  const docsDir = path.join(siteDir, 'docs')
  return {
    name: 'site-lean-pages',
    configureWebpack(config, isServer) {
      if (!hydratesServerHtml(isServer)) return {}
      const rules = (config.module?.rules ?? []) as RuleSetRule[]
      const rule = docsRule(rules, docsDir)
      if (!rule)
        throw new Error(
          'lean pages: the docs plugin’s MDX rule is not in the bundler configuration (src/features/internals/registry.ts, entry docs-mdx-rule-copy)',
        )
      const [use] = rule.use as MdxLoaderUse[]
      const {
        processors: _processors,
        crossCompilerCache: _cache,
        ...options
      } = use!.options
      rule.resourceQuery = { not: LEAN_QUERY }
      rules.push({
        ...rule,
        resourceQuery: LEAN_QUERY,
        use: [
          {
            loader: use!.loader,
            options: {
              ...options,
              remarkPlugins: [...(options.remarkPlugins ?? []), leanPage],
            },
          },
        ],
      })
      return {}
    },
  }
}
