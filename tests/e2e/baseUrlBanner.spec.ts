import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { BUILDS } from '../../playwright.config'
import { waitForHydration } from './hydration'

// A build made for baseUrl "/" but deployed under /docs/: the page's own
// assets are then requested from the root and not found, the app never
// starts, and the script loader (src/site/ssrTemplate.ts) shows the banner.
test('the wrong-base-URL banner appears when the build is served under another prefix', async ({
  page,
}) => {
  const home = readFileSync(path.join(BUILDS.site, 'index.html'), 'utf8')
  await page.route('http://deployed.test/**', (route) => {
    const { pathname } = new URL(route.request().url())
    return pathname === '/docs/'
      ? route.fulfill({ contentType: 'text/html', body: home })
      : route.fulfill({
          status: 404,
          contentType: 'text/plain',
          body: 'not found',
        })
  })
  await page.goto('http://deployed.test/docs/')
  const banner = page.getByRole('alert')
  await expect(banner).toBeVisible()
  await expect(banner).toContainText('This site did not load properly.')
  await expect(banner).toContainText('the base URL it was built for, /.')
  await expect(page.locator('#base-url-suggestion')).toHaveText('/docs/')
})

test('served at its own base URL, the home page shows no such banner', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  await expect(page.locator('#base-url-banner')).toHaveCount(0)
})
