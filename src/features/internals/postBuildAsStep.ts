import type {
  LoadContext,
  OptionValidationContext,
  Plugin,
  PluginModule,
} from '@docusaurus/types'
import type { Phase, PostBuildStep } from '../post-build'

/** A plugin package's exports, as Docusaurus reads them; its plugin loads no content, so its postBuild reads none. */
interface ContentlessPluginPackage<Options, PluginOptions> {
  default: (context: LoadContext, options: PluginOptions) => Plugin<void> | null
  validateOptions: (
    data: OptionValidationContext<Options, PluginOptions>,
  ) => PluginOptions
}

/**
 * Another package's plugin whose postBuild writes into the build (the
 * sitemap): list `plugin` in the config instead of the package, and `step`
 * in the pipeline, where the package's postBuild then runs in `phase`
 * instead of alongside the pipeline. Each package taken apart is a
 * `moved-hook` entry of ./registry.ts.
 */
export function postBuildAsStep<Options, PluginOptions>(
  pluginPackage: ContentlessPluginPackage<Options, PluginOptions>,
  phase: Phase,
): { plugin: PluginModule; step: PostBuildStep } {
  let postBuild: Plugin<void>['postBuild']
  const plugin = (context: LoadContext, options: unknown) => {
    const instance = pluginPackage.default(context, options as PluginOptions)
    if (!instance) return null
    const { postBuild: hook, ...rest } = instance
    postBuild = hook
    return rest as Plugin
  }
  return {
    plugin: Object.assign(plugin, {
      validateOptions:
        pluginPackage.validateOptions as PluginModule['validateOptions'],
    }),
    step: {
      phase,
      run: async (site) => postBuild?.({ ...site, content: undefined }),
    },
  }
}
