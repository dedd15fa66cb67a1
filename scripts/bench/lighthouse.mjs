// Lighthouse (simulated throttling, median of N runs) on the measured pages in
// three profiles (mobile, a low-end phone, desktop), and what each page's
// first visit loads: the JavaScript and CSS requested before the page went
// quiet, raw and gzip.
import { readdirSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { BUILDS } from '../builds.mjs'
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs'
import { sizesOf } from './sizes.mjs'

/**
 * The measured pages. `lowEnd`: also measured at the low-end profile (issue
 * 36): the home page, the framework's floor, and docs pages of growing length
 * (985, 1,700 and 3,300 lines of MDX).
 */
export const PAGES = [
  { path: '/', docs: false, lowEnd: true },
  { path: '/api/createSlice', docs: true, lowEnd: true },
  { path: '/rtk-query/usage/queries', docs: true, lowEnd: false },
  { path: '/rtk-query/api/createApi', docs: true, lowEnd: true },
  { path: '/usage/usage-guide', docs: true, lowEnd: true },
  { path: '/search?q=slice', docs: false, lowEnd: false },
]

const LOW_END_CPU_SLOWDOWN = 16

/**
 * Lighthouse's profiles, by the key their figures are saved under. `lowEnd` is
 * the mobile profile with Lighthouse's CPU slowdown at 16 instead of 4, a cheap
 * Android phone, as `--throttling.cpuSlowdownMultiplier=16` on the command line
 * (flags are merged into the profile's settings key by key).
 * @type {Record<'mobile' | 'lowEnd' | 'desktop', {label: string, config?: import('lighthouse').Config, flags: import('lighthouse').Flags, pages: (page: typeof PAGES[number]) => boolean}>}
 */
export const PROFILES = {
  mobile: { label: 'mobile', flags: {}, pages: () => true },
  lowEnd: {
    label: `mobile ${LOW_END_CPU_SLOWDOWN}x CPU`,
    flags: { throttling: { cpuSlowdownMultiplier: LOW_END_CPU_SLOWDOWN } },
    pages: (page) => page.lowEnd,
  },
  desktop: {
    label: 'desktop',
    config: desktopConfig,
    flags: {},
    pages: () => true,
  },
}
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const ASSET_TYPES = { Script: 'js', Stylesheet: 'css' }

/** JavaScript and CSS a run loaded from the site, by kind, with their files. */
export function firstLoad(lhr, origin, buildDir) {
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

export function figuresOf(lhr) {
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

/**
 * One Lighthouse run of a profile; a run whose trace Chrome failed to record
 * (NO_NAVSTART and the like) is tried again.
 * @param {string} url @param {number} port @param {typeof PROFILES[keyof typeof PROFILES]} profile @param {(message: string) => void} log
 */
export async function audit(url, port, profile, log, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      {
        ...profile.flags,
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      },
      profile.config,
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

/** The tests' Chromium for Lighthouse, with the benchmark's flags; kill() it when done. */
export const launchChromium = () =>
  chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: CHROMIUM_ARGS,
  })

/** Each run's key figures: how far they spread says how much to trust the median. */
export const runFigures = (lhr) => {
  const { scores, lcpMs, tbtMs } = figuresOf(lhr)
  return { performance: scores.performance, lcpMs, tbtMs }
}

/** @param {string} origin @param {{buildDir?: string, runs?: number, log?: (message: string) => void}} [options] */
export async function benchLighthouse(
  origin,
  { buildDir = BUILDS.site, runs = 3, log = () => {} } = {},
) {
  const chrome = await launchChromium()
  try {
    const results = []
    for (const page of PAGES) {
      const url = `${origin}${page.path}`
      const result = { path: page.path, docs: page.docs }
      for (const [key, profile] of Object.entries(PROFILES)) {
        if (!profile.pages(page)) continue
        const lhrs = []
        for (let run = 0; run < runs; run++) {
          const lhr = await audit(url, chrome.port, profile, log)
          lhrs.push(lhr)
          log(
            `lighthouse ${profile.label} ${page.path} run ${run + 1}/${runs}: performance ${Math.round((lhr.categories.performance.score ?? 0) * 100)}`,
          )
        }
        // Its JSDoc declares no parameters; it takes the runs.
        const median = /** @type {(runs: unknown[]) => any} */ (
          computeMedianRun
        )(lhrs)
        result[key] = { ...figuresOf(median), runs: lhrs.map(runFigures) }
        if (key === 'mobile')
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
