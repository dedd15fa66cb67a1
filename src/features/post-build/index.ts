import type { Plugin, PluginModule } from '@docusaurus/types'

/**
 * The order of the work done on the finished build. Each phase may read
 * and change what the phases before it wrote, never what comes after.
 */
const PHASES = [
  /** Files built from sources other than the pages: the example apps (Vite). */
  'example-apps',
  /** The search index, read from the built pages, and the /search page's preload of it. */
  'search-index',
  /** Other files made from the built site: the sitemap, Markdown twins, llms.txt. */
  'generated-files',
  /** The hashes of the pages' inline scripts, and the headers that carry them. */
  'headers',
  /** `.gz` and `.br` copies of every file written before. */
  'precompress',
] as const

export type Phase = (typeof PHASES)[number]

/** What a step may read of the finished build: a postBuild hook's props. */
export type BuiltSite = Parameters<NonNullable<Plugin['postBuild']>>[0]

export interface PostBuildStep {
  phase: Phase
  run(site: BuiltSite): Promise<void>
}

/** Runs `steps` one at a time, by phase; within a phase in the order given. */
async function runSteps(
  steps: readonly PostBuildStep[],
  site: BuiltSite,
): Promise<void> {
  const ordered = [...steps].sort(
    (a, b) => PHASES.indexOf(a.phase) - PHASES.indexOf(b.phase),
  )
  for (const step of ordered) await step.run(site)
}

/**
 * The site's only postBuild hook. Docusaurus runs the postBuild hooks of all
 * plugins at once (@docusaurus/core, build/buildLocale.js: Promise.all), so
 * a plugin's hook cannot count on files another plugin writes; the plugins
 * contribute steps to this one instead, and their phases set the order.
 */
export default function postBuildPlugin(
  steps: readonly (PostBuildStep | null)[],
): PluginModule {
  const present = steps.filter((step): step is PostBuildStep => step !== null)
  return () => ({
    name: 'site-post-build',
    postBuild: (site) => runSteps(present, site),
  })
}
