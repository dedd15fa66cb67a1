// The examples' Vite configuration (<examples>/vite.config.mts, the one
// `npm run example` uses), loaded for a production build: shared by the
// apps' build (./buildApps.mjs) and the runner's (../example-runner/buildRunner.mjs).
import path from 'node:path'
import { loadConfigFromFile } from 'vite'

export async function examplesViteConfig(examples) {
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    path.join(examples, 'vite.config.mts'),
    undefined,
    'silent',
  )
  if (!loaded) throw new Error('examples/vite.config.mts did not load.')
  return loaded.config
}
