import { execFileSync } from 'node:child_process'
import { defineConfig, devices } from '@playwright/test'
import { BUILDS } from './scripts/builds.mjs'
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs'

/** The production builds the browser suite runs against (see README). */
export { BUILDS }

// Playwright loads this file again in every worker: the ports chosen by the
// main process travel to the workers through the environment.
function portFor(name: string): string {
  const key = `E2E_PORT_${name.toUpperCase()}`
  process.env[key] ??= execFileSync(
    process.execPath,
    ['scripts/freePort.mjs'],
    { encoding: 'utf8' },
  )
  return process.env[key]!
}

const server = (
  dir: string,
  port: string,
  command = `npx docusaurus serve --dir ${dir} --host 127.0.0.1 --port ${port} --no-open`,
) => ({
  command,
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
})

const INTEGRATION_SPECS = /(analytics|algolia)\.spec\.ts/
/** Production hosting: deploy/nginx.conf in front of each build. */
const HOSTING_SPECS = /hosting\.spec\.ts/
/** The example apps in the pages: on docusaurus serve (`site`) and on nginx. */
const EXAMPLE_SPECS = /(runExamples|exampleRunner)\.spec\.ts/
const nginx = (dir: string, port: string) =>
  server(dir, port, `node scripts/serve-nginx.mjs --dir ${dir} --port ${port}`)

const sitePort = portFor('site')
const integrationsPort = portFor('integrations')
const nginxPort = portFor('nginx')
const nginxIntegrationsPort = portFor('nginx_integrations')

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    ['html', { outputFolder: 'reports/e2e', open: 'never' }],
  ],
  outputDir: 'reports/e2e-artifacts',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'site',
      testIgnore: [INTEGRATION_SPECS, HOSTING_SPECS],
      use: { baseURL: `http://127.0.0.1:${sitePort}` },
    },
    {
      name: 'integrations',
      testMatch: INTEGRATION_SPECS,
      use: { baseURL: `http://127.0.0.1:${integrationsPort}` },
    },
    {
      name: 'nginx',
      testMatch: [HOSTING_SPECS, EXAMPLE_SPECS],
      use: { baseURL: `http://127.0.0.1:${nginxPort}` },
    },
    {
      name: 'nginx-integrations',
      testMatch: HOSTING_SPECS,
      use: { baseURL: `http://127.0.0.1:${nginxIntegrationsPort}` },
    },
  ],
  webServer: [
    server(BUILDS.site, sitePort),
    server(BUILDS.integrations, integrationsPort),
    nginx(BUILDS.site, nginxPort),
    nginx(BUILDS.integrations, nginxIntegrationsPort),
  ],
})
