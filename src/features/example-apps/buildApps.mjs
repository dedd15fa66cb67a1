// node src/features/example-apps/buildApps.mjs --examples <dir> --out-dir <dir> --base <url> --page <name> <app>...
// Bundles each example app (<examples>/<app>/) with Vite in production mode,
// with the configuration `npm run example` uses (<examples>/vite.config.mts),
// into <out-dir>/<app>/, its files under the URL <base><app>/ and its page as
// <name>.html. Run by the site's build (./index.ts) in a process of its own:
// Vite is an ES module that Docusaurus's TypeScript loader (jiti) cannot
// load, and this way nothing of Vite runs inside Docusaurus.
import { rename } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { build, mergeConfig } from 'vite'
import { examplesViteConfig } from './viteConfig.mjs'

const { values, positionals } = parseArgs({
  options: {
    examples: { type: 'string' },
    'out-dir': { type: 'string' },
    base: { type: 'string' },
    page: { type: 'string' },
  },
  allowPositionals: true,
})
const { examples, 'out-dir': outDir, base, page } = values
if (!examples || !outDir || !base || !page || positionals.length === 0) {
  console.error(
    'Usage: node buildApps.mjs --examples <dir> --out-dir <dir> --base <url> --page <name> <app>...',
  )
  process.exit(2)
}

const viteConfig = await examplesViteConfig(examples)

// One after the other: the apps are small, and the machine's cores are the
// site build's.
for (const app of positionals) {
  const appDir = path.resolve(outDir, app)
  await build(
    mergeConfig(viteConfig, {
      configFile: false,
      root: path.join(examples, app),
      mode: 'production',
      base: `${base}${app}/`,
      logLevel: 'warn',
      build: { outDir: appDir, emptyOutDir: true },
    }),
  )
  await rename(
    path.join(appDir, 'index.html'),
    path.join(appDir, `${page}.html`),
  )
}
