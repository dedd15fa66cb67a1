import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { BUILDS } from '../../playwright.config'
import { DOC_ROUTES } from '../support/routes'
import { waitForHydration } from './hydration'

// Runs against deploy/nginx.conf served by nginx (scripts/serve-nginx.mjs),
// once for each build: `nginx` (no third parties) and `nginx-integrations`
// (analytics and Algolia ids set, see package.json build:integrations).
const buildOf = (project: string) =>
  project === 'nginx' ? BUILDS.site : BUILDS.integrations

const HASHED_JS = /\/assets\/js\/main\.[0-9a-f]+\.js/
/** Headers deploy/README.md promises on every response, named in lower case as Playwright gives them. */
const SITE_WIDE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
}
const THIRD_PARTY_HOSTS = [
  'https://www.googletagmanager.com',
  'https://cloud.umami.is',
  'https://e2etestapp-dsn.algolia.net',
]

test('clean URLs: the page, its trailing-slash and index.html forms, without loops; unknown paths get 404.html', async ({
  request,
}) => {
  for (const url of [
    '/',
    '/index.html',
    '/api/createSlice',
    '/rtk-query/api/created-api/hooks',
  ]) {
    expect((await request.get(url)).status(), url).toBe(200)
  }
  for (const url of ['/api/createSlice/', '/api/createSlice/index.html']) {
    const response = await request.get(url, { maxRedirects: 0 })
    expect(response.status(), url).toBe(301)
    expect(response.headers().location).toBe('/api/createSlice')
    expect((await request.get(url, { maxRedirects: 2 })).status()).toBe(200)
  }
  const missing = await request.get('/no/such/page')
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('Page not found')
  for (const hidden of ['/_headers', '/.nginx/security-headers.conf']) {
    expect((await request.get(hidden)).status(), hidden).toBe(404)
  }
})

test('security headers on pages, assets and 404s, and in _headers; HTML revalidates, hashed assets are immutable', async ({
  request,
}, testInfo) => {
  const html = await request.get('/api/createSlice')
  const main = HASHED_JS.exec(await html.text())![0]
  for (const response of [
    html,
    await request.get(main),
    await request.get('/no/such/page'),
  ]) {
    const headers = response.headers()
    const csp = headers['content-security-policy']!
    const scriptSrc = csp
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'))!
    expect(scriptSrc).not.toContain('unsafe-inline')
    // Only Algolia's DocSearch needs eval (see src/features/hosting/securityHeaders.ts).
    expect(scriptSrc.includes("'unsafe-eval'")).toBe(
      testInfo.project.name === 'nginx-integrations',
    )
    expect(scriptSrc).toContain("'sha256-")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    for (const host of THIRD_PARTY_HOSTS) {
      // Exactly the hosts of this build's configuration.
      expect(csp.includes(host), host).toBe(
        testInfo.project.name === 'nginx-integrations',
      )
    }
    for (const [name, value] of Object.entries(SITE_WIDE_HEADERS))
      expect(headers[name], name).toBe(value)
    expect(headers['permissions-policy']).toContain('camera=()')
  }
  // Hosts other than nginx apply the build's _headers, whose first rule
  // covers every path.
  const [everyPath, ...lines] = readFileSync(
    path.join(buildOf(testInfo.project.name), '_headers'),
    'utf8',
  )
    .split('\n\n')[0]!
    .split('\n')
  expect(everyPath).toBe('/*')
  const rules = new Map(
    lines.map((line) => {
      const [name, value] = line.trim().split(/:\s*(.*)/)
      return [name!.toLowerCase(), value]
    }),
  )
  for (const [name, value] of Object.entries(SITE_WIDE_HEADERS))
    expect(rules.get(name), `_headers: ${name}`).toBe(value)
  expect(html.headers()['cache-control']).toBe('no-cache')
  expect((await request.get(main)).headers()['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  )
})

test('precompressed files are served as written by the build', async ({
  request,
}, testInfo) => {
  const build = buildOf(testInfo.project.name)
  const main = HASHED_JS.exec(await (await request.get('/')).text())![0]
  for (const [encoding, suffix] of [
    ['gzip', '.gz'],
    ['br', '.br'],
  ] as const) {
    for (const [url, file] of [
      [main, main],
      ['/api/createSlice', '/api/createSlice.html'],
    ]) {
      const response = await request.get(url, {
        headers: { 'Accept-Encoding': encoding },
      })
      expect(response.headers()['content-encoding'], url).toBe(encoding)
      expect(Number(response.headers()['content-length']), url).toBe(
        statSync(path.join(build, `${file}${suffix}`)).size,
      )
    }
  }
})

/** Records every CSP violation the page reports, from before its first script. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    ;(window as unknown as { violations: string[] }).violations = []
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { violations: string[] }).violations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    )
  })
  // The third parties are not reachable from here: answer for them, so that
  // their scripts run and make their requests under the policy.
  await page.route(
    /googletagmanager\.com|cloud\.umami\.is|google-analytics\.com/,
    (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'window.umami = {track() {}}',
      }),
  )
  await page.route(/algolia(net)?\.(net|com)/, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: '{"results":[{"hits":[],"nbHits":0,"page":0,"nbPages":0,"hitsPerPage":20,"query":"","params":""}]}',
    }),
  )
  return () =>
    page.evaluate(
      () => (window as unknown as { violations: string[] }).violations,
    )
}

test('no page raises a Content-Security-Policy violation, searching included', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000)
  const violations = await watchViolations(page)
  const found: string[] = []
  for (const route of [
    '/',
    ...DOC_ROUTES,
    '/search?q=createSlice',
    '/no/such/page',
  ]) {
    await page.goto(route, { waitUntil: 'load' })
    await waitForHydration(page)
    found.push(
      ...(await violations()).map((violation) => `${route}: ${violation}`),
    )
  }
  // Search: the built-in box downloads its index; Algolia's modal queries its API.
  await page.goto('/api/createSlice')
  // Whichever search the build has must own its handlers before the test acts
  // on it (the built-in box is always waited for; Algolia's button is named).
  await waitForHydration(page, { also: '.DocSearch-Button' })
  if (testInfo.project.name === 'nginx') {
    await page.locator('nav input[role="combobox"]').fill('createSlice')
    await expect(page.locator('nav [role="option"]').first()).toBeVisible()
  } else {
    await page.locator('.DocSearch-Button').click()
    await page.locator('.DocSearch-Input').fill('createSlice')
    await expect(page.locator('.DocSearch-Modal')).toContainText(
      /No results|createSlice/,
    )
  }
  found.push(...(await violations()).map((violation) => `search: ${violation}`))
  expect(found).toEqual([])
})

test('Markdown twins and llms.txt: their content types with the site’s headers, and the page’s URL answers Accept: text/markdown', async ({
  request,
}) => {
  for (const [url, type] of [
    ['/api/createSlice.md', 'text/markdown; charset=utf-8'],
    ['/llms.txt', 'text/plain; charset=utf-8'],
    ['/llms-small.txt', 'text/plain; charset=utf-8'],
    ['/llms-core.txt', 'text/plain; charset=utf-8'],
    ['/llms-rtk-query.txt', 'text/plain; charset=utf-8'],
    ['/llms-full.txt', 'text/plain; charset=utf-8'],
    ['/skills/redux-toolkit/SKILL.md', 'text/markdown; charset=utf-8'],
  ] as const) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(200)
    expect(response.headers()['content-type'], url).toBe(type)
    expect(response.headers()['content-security-policy'], url).toBeTruthy()
    expect(response.headers()['x-content-type-options'], url).toBe('nosniff')
  }
  const twin = await (await request.get('/api/createSlice.md')).text()
  const asked = async (accept: string) =>
    request.get('/api/createSlice', { headers: { Accept: accept } })

  const markdown = await asked('text/markdown')
  expect(markdown.headers()['content-type']).toBe(
    'text/markdown; charset=utf-8',
  )
  expect(markdown.headers().vary).toBe('Accept')
  expect(await markdown.text()).toBe(twin)
  for (const accept of [
    'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'text/markdown, text/html;q=0.5',
    '*/*',
  ]) {
    const html = await asked(accept)
    expect(html.headers()['content-type'], accept).toBe(
      'text/html; charset=utf-8',
    )
    expect(html.headers().vary, accept).toBe('Accept')
  }
  // A page without a twin answers with its HTML whatever is asked.
  const home = await request.get('/', { headers: { Accept: 'text/markdown' } })
  expect(home.headers()['content-type']).toBe('text/html; charset=utf-8')
})

test('doc pages name their Markdown twin in a Link header, as their head does; other pages and the twins themselves do not', async ({
  request,
}) => {
  for (const route of [
    '/api/createSlice',
    '/rtk-query/api/created-api/cache-management-utils',
    '/introduction/getting-started',
  ]) {
    const page = await request.get(route)
    const twin = `https://redux-toolkit.js.org${route}.md`
    expect(page.headers().link, route).toBe(
      `<${twin}>; rel="alternate"; type="text/markdown"`,
    )
    // The same URL as the page's <link rel="alternate">.
    expect(await page.text(), route).toMatch(
      new RegExp(`<link[^>]*href="?${twin.replaceAll('.', '\\.')}"?[\\s>]`),
    )
    // The twin served at the page's URL is no page with an alternate.
    const asked = await request.get(route, {
      headers: { Accept: 'text/markdown' },
    })
    expect(asked.headers()['content-type'], route).toMatch(/^text\/markdown/)
    expect(asked.headers().link, route).toBeUndefined()
  }
  for (const url of [
    '/',
    '/search',
    '/api/createSlice.md',
    '/llms.txt',
    '/no/such/page',
  ])
    expect((await request.get(url)).headers().link, url).toBeUndefined()
})

test('the example apps: framed by the site only, their service worker revalidated from its folder, their bundles immutable', async ({
  request,
}) => {
  const folder = '/examples/crud-optimistic/'
  const page = await request.get(`${folder}app`)
  expect(page.status()).toBe(200)
  const html = await page.text()
  // The app's module and the colour-mode script that examples/vite.config.mts adds.
  const scripts = [
    ...html.matchAll(
      new RegExp(`<script[^>]*src="(${folder}assets/[\\w-]+\\.js)"`, 'g'),
    ),
  ].map(([, src]) => src!)
  expect(scripts.length).toBe(2)
  const worker = await request.get(`${folder}mockServiceWorker.js`)
  const bundles = await Promise.all(scripts.map((src) => request.get(src)))
  for (const response of [page, worker, ...bundles]) {
    const headers = response.headers()
    const csp = headers['content-security-policy']!
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).not.toContain("frame-ancestors 'none'")
    expect(
      csp.split(';').find((directive) => directive.includes('script-src')),
    ).not.toContain('unsafe-inline')
    expect(headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(headers['x-content-type-options']).toBe('nosniff')
  }
  expect(page.headers()['cache-control']).toBe('no-cache')
  expect(worker.headers()['cache-control']).toBe('no-cache')
  expect(worker.headers()['content-type']).toMatch(/javascript/)
  // Its folder is the scope it registers: no Service-Worker-Allowed needed.
  expect(worker.headers()['service-worker-allowed']).toBeUndefined()
  for (const bundle of bundles)
    expect(bundle.headers()['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )
  // The folder itself is no page.
  expect((await request.get(folder)).status()).toBe(404)
})

test('the example runner: sandboxed by its own policy, at its clean URL and its file name; its script immutable', async ({
  request,
}) => {
  for (const url of ['/examples/runner', '/examples/runner.html']) {
    const page = await request.get(url)
    expect(page.status(), url).toBe(200)
    const headers = page.headers()
    const csp = headers['content-security-policy']!
    // An opaque origin, whatever frames it or opens it.
    expect(csp).toMatch(/^sandbox allow-scripts( allow-forms)?;/)
    expect(csp).not.toContain('allow-same-origin')
    expect(csp).toContain("connect-src 'none'")
    expect(csp).toContain("form-action 'none'")
    expect(csp).toContain("frame-ancestors 'self'")
    expect(headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(headers['cache-control']).toBe('no-cache')
    const script =
      /<script src="(\/examples\/runner\/assets\/runner-[\w-]+\.js)"/.exec(
        await page.text(),
      )![1]!
    expect((await request.get(script)).headers()['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )
  }
  const manifest = await request.get('/examples/runner/manifest.json')
  expect(manifest.headers()['cache-control']).toBe('no-cache')
})
