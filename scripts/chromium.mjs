// Where the tests, the benchmark and the artwork script find a browser.
// Playwright cannot download its own build here, so we use the system one.
import { existsSync } from 'node:fs'

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
]

/** Flags for headless Chromium on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export function findChromium(env = process.env) {
  if (env.CHROME_PATH) {
    if (!existsSync(env.CHROME_PATH)) {
      throw new Error(
        `CHROME_PATH is set to ${env.CHROME_PATH}, but no file is there.`,
      )
    }
    return env.CHROME_PATH
  }
  const found = CANDIDATES.find((candidate) => existsSync(candidate))
  if (!found) {
    throw new Error(
      `No Chromium found (looked at ${CANDIDATES.join(', ')}). ` +
        'Install it (Debian: apt-get install -y chromium) or set CHROME_PATH to a Chromium or Chrome binary.',
    )
  }
  return found
}
