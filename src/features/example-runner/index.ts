import path from 'node:path'
import { EXAMPLE_APPS, EXAMPLES_FOLDER } from '../example-apps/apps'
import type { HostingNeeds } from '../hosting/needs'
import type { PostBuildStep } from '../post-build'
import { runBuildScript } from '../example-apps/runBuildScript'
import { RUNNER_PAGE, runnerHeaderPolicy } from './runnerFiles.mjs'

/**
 * The runner page gets a policy of its own, with `sandbox`: an opaque
 * origin, whatever frames it (or opens it on its own). Its assets are named
 * by content, under /examples/:app/assets/ like the apps' (immutable by
 * their rule). Pages reach the runner through './client' (imported lazily
 * by <RunExample>).
 */
export const exampleRunnerHostingNeeds: HostingNeeds = {
  ownPolicies: [
    {
      paths: [`/${RUNNER_PAGE}`, `/${RUNNER_PAGE}.html`],
      policy: runnerHeaderPolicy(),
      nginxInclude: '.nginx/example-runner-headers.conf',
    },
  ],
}

/**
 * Builds the example runner (./buildRunner.mjs, in a process of its own like
 * the apps' build) into `<outDir>/examples/`: the page that runs the
 * reader's edited files, its script with React, React-Redux, Redux Toolkit
 * and MSW's handlers as modules, and each app's sources for the editor.
 * After the apps, in their phase. manuals/example-apps.md § Running the
 * reader's edits.
 */
export const exampleRunnerStep: PostBuildStep = {
  phase: 'example-apps',
  async run({ siteDir, outDir, baseUrl }) {
    await runBuildScript(
      path.join(__dirname, 'buildRunner.mjs'),
      [
        '--examples',
        path.join(siteDir, EXAMPLES_FOLDER),
        '--out-dir',
        path.join(outDir, EXAMPLES_FOLDER),
        '--base',
        `${baseUrl}${EXAMPLES_FOLDER}/`,
        ...Object.keys(EXAMPLE_APPS),
      ],
      { cwd: siteDir, what: 'the example runner' },
    )
  },
}
