// Lighthouse (mobile and desktop, simulated throttling, median of N runs) on
// the measured pages, and what each page's first visit loads: the JavaScript
// and CSS requested before the page went quiet, raw and gzip.
import { readdirSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { BUILDS } from '../builds.mjs'
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs'
import { sizesOf } from './sizes.mjs'

export const PAGES = [
  { path: '/', docs: false },
  { path: '/api/createSlice', docs: true },
  { path: '/rtk-query/usage/queries', docs: true },
  { path: '/search?q=slice', docs: false },
]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const ASSET_TYPES = { Script: 'js', Stylesheet: 'css' }

/** JavaScript and CSS a run loaded from the site, by kind, with their files. */
function firstLoad(lhr, origin, buildDir) {
  const totals = {
    js: { raw: 0, gzip: 0, files: [] },
    css: { raw: 0, gzip: 0, files: [] },
  }
  for (const request of lhr.audits['network-requests'].details.items) {
    const kind = ASSET_TYPES[request.resourceType]
    if (!kind || !request.url.startsWith(origin)) continue
    const file = new URL(request.url).pathname
    const { raw, gzip } = sizesOf(buildDir, file)
    totals[kind].raw += raw
    totals[kind].gzip += gzip
    totals[kind].files.push(file)
  }
  return totals
}

function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id].numericValue
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)]),
    ),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
    failedAudits: Object.values(lhr.audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'manual',
      )
      .map((audit) => audit.id),
  }
}

/** One Lighthouse run; a run whose trace Chrome failed to record (NO_NAVSTART and the like) is tried again. */
async function audit(url, port, config, log, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      config,
    )
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
    const { lhr } = result
    if (!lhr.runtimeError) return lhr
    if (attempt === attempts)
      throw new Error(
        `Lighthouse failed ${attempts} times on ${url}: ${lhr.runtimeError.message}`,
      )
    log(`Lighthouse failed on ${url} (${lhr.runtimeError.code}), trying again`)
  }
}

/** @param {string} origin @param {{buildDir?: string, runs?: number, log?: (message: string) => void}} [options] */
export async function benchLighthouse(
  origin,
  { buildDir = BUILDS.site, runs = 3, log = () => {} } = {},
) {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: CHROMIUM_ARGS,
  })
  try {
    const results = []
    for (const page of PAGES) {
      const url = `${origin}${page.path}`
      const result = { path: page.path, docs: page.docs }
      for (const [formFactor, config] of [
        ['mobile', undefined],
        ['desktop', desktopConfig],
      ]) {
        const lhrs = []
        for (let run = 0; run < runs; run++) {
          const lhr = await audit(url, chrome.port, config, log)
          lhrs.push(lhr)
          log(
            `lighthouse ${formFactor} ${page.path} run ${run + 1}/${runs}: performance ${Math.round((lhr.categories.performance.score ?? 0) * 100)}`,
          )
        }
        // Its JSDoc declares no parameters; it takes the runs.
        const median = /** @type {(runs: unknown[]) => any} */ (
          computeMedianRun
        )(lhrs)
        const figures = lhrs.map(figuresOf)
        // Every run's key figures too: how far they spread says how much to trust the median.
        const eachRun = figures.map(({ scores, lcpMs, tbtMs }) => ({
          performance: scores.performance,
          lcpMs,
          tbtMs,
        }))
        result[formFactor] = { ...figures[lhrs.indexOf(median)], runs: eachRun }
        if (formFactor === 'mobile')
          result.firstLoad = firstLoad(median, origin, buildDir)
      }
      results.push(result)
    }
    return results
  } finally {
    await chrome.kill()
  }
}

/** Every JavaScript and CSS file of the build, raw and gzip. */
export function siteAssets(buildDir = BUILDS.site) {
  const totals = {
    js: { raw: 0, gzip: 0, files: 0 },
    css: { raw: 0, gzip: 0, files: 0 },
  }
  for (const name of readdirSync(buildDir, {
    recursive: true,
    encoding: 'utf8',
  })) {
    const kind = name.endsWith('.js')
      ? 'js'
      : name.endsWith('.css')
        ? 'css'
        : undefined
    if (!kind) continue
    const { raw, gzip } = sizesOf(buildDir, name)
    totals[kind].raw += raw
    totals[kind].gzip += gzip
    totals[kind].files += 1
  }
  return totals
}
