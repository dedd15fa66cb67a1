import path from 'node:path'
import type { HostingNeeds } from '../hosting/needs'
import type { PostBuildStep } from '../post-build'
import { APP_PAGE, EXAMPLE_APPS, EXAMPLES_FOLDER } from './apps'
import { runBuildScript } from './runBuildScript'

/**
 * The site's pages show each app in a frame (README § Example apps in the
 * page); Vite names the apps' bundles by their content. Their pages and
 * service workers need no rule: like every file not named immutable, they
 * are revalidated.
 */
export const exampleAppsHostingNeeds: HostingNeeds = {
  immutable: [`/${EXAMPLES_FOLDER}/:app/assets/*`],
  framedBySite: [`/${EXAMPLES_FOLDER}/*`],
}

/**
 * Bundles every example app with Vite (production mode, the configuration
 * `npm run example` uses) into `<outDir>/examples/<app>/`: static files of the
 * site, like `img/`, which `<RunExample>` loads in a frame. A post-build step,
 * not part of the Docusaurus bundle: the apps are programs of their own, with
 * their own page and service worker; done here, they land in whatever folder
 * the build writes to (`--out-dir`), under its base URL, before the security
 * headers (which read every HTML file) and precompression. See
 * manuals/example-apps.md.
 */
export const exampleAppsStep: PostBuildStep = {
  phase: 'example-apps',
  async run({ siteDir, outDir, baseUrl }) {
    await runBuildScript(
      path.join(__dirname, 'buildApps.mjs'),
      [
        '--examples',
        path.join(siteDir, EXAMPLES_FOLDER),
        '--out-dir',
        path.join(outDir, EXAMPLES_FOLDER),
        '--base',
        `${baseUrl}${EXAMPLES_FOLDER}/`,
        '--page',
        APP_PAGE,
        ...Object.keys(EXAMPLE_APPS),
      ],
      { cwd: siteDir, what: 'the example apps' },
    )
  },
}
