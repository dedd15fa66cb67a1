// npm run bench:search — search relevance and speed on the production build,
// in Chromium, through the navbar search box a reader uses, for both question
// sets (relevance.mjs). Needs `npm run build` first. Prints figures and
// writes every question's rank to reports/bench/search.json; the bars are
// enforced by tests/build/searchRelevance.test.ts, not here. npm run bench
// includes it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import {
  SEARCH_INDEX,
  SEARCH_MANIFEST,
} from '../../src/features/search/indexFiles.mjs'
import { BUILDS } from '../builds.mjs'
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs'
import { QUERY_SETS, rankOf, readQueries, summarize } from './relevance.mjs'
import { serveBuild } from './serve.mjs'
import { percentile } from './stats.mjs'

/** Where the per-question ranks are written, beside `npm run bench`'s reports. */
const REPORTS = 'reports/bench'

/** How long one query may take to show its results before the run fails. */
const RESULTS_TIMEOUT_MS = 15_000

/**
 * Types the last character of `query` and times it until its results are on
 * screen. The listener is installed, and the install awaited, before the key
 * is pressed: a fixed pause in between lost keystrokes on a busy machine.
 */
async function timedResults(page, input, query) {
  await input.fill(query.slice(0, -1))
  await page.evaluate(([expected, limitMs]) => {
    ;/** @type {any} */ (window).benchResults = new Promise((resolve) => {
      /** @type {number | undefined} */
      let start
      const box = /** @type {HTMLInputElement} */ (
        document.querySelector('nav input[role="combobox"]')
      )
      box.addEventListener('keydown', () => (start = performance.now()), {
        capture: true,
        once: true,
      })
      const check = () => {
        const list = document.querySelector('nav [data-search-query]')
        if (
          start !== undefined &&
          list?.getAttribute('data-search-query') === expected
        ) {
          observer.disconnect()
          clearTimeout(timeout)
          const options = /** @type {NodeListOf<HTMLElement>} */ (
            document.querySelectorAll('nav [role="option"][data-url]')
          )
          const urls = Array.from(options, (option) => option.dataset.url)
          resolve({ ms: performance.now() - start, urls })
        }
      }
      // A query whose results never show is reported, not waited for forever.
      const timeout = setTimeout(() => {
        observer.disconnect()
        resolve({
          error: `no results shown for "${expected}" within ${limitMs} ms (keydown ${start === undefined ? 'not seen' : 'seen'}, box "${box.value}")`,
        })
      }, limitMs)
      const observer = new MutationObserver(check)
      observer.observe(
        /** @type {HTMLElement} */ (document.querySelector('nav')),
        { subtree: true, childList: true, attributes: true },
      )
    })
  }, /** @type {const} */ ([query, RESULTS_TIMEOUT_MS]))
  await page.keyboard.type(query.slice(-1))
  const result = await page.evaluate(
    () => /** @type {any} */ (window).benchResults,
  )
  if (result.error) throw new Error(result.error)
  return result
}

/** Relevance and speed of the search on a served build; the index is read from `buildDir`. */
export async function benchSearch(origin, buildDir = BUILDS.site) {
  const manifest = path.join(buildDir, SEARCH_MANIFEST)
  if (!existsSync(manifest))
    throw new Error(`No search index in ${buildDir}/: run npm run build first.`)
  const indexFile = JSON.parse(readFileSync(manifest, 'utf8')).index
  /** The index or its manifest. */
  const isSearchFile = (/** @type {string} */ url) => {
    const name = new URL(url).pathname.split('/').pop() ?? ''
    return SEARCH_INDEX.test(name) || name === SEARCH_MANIFEST
  }
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
  })
  try {
    const page = await browser.newPage()
    const indexRequests = []
    page.on(
      'request',
      (request) =>
        isSearchFile(request.url()) && indexRequests.push(request.url()),
    )
    await page.goto(`${origin}/api/createSlice`, { waitUntil: 'networkidle' })
    const onLoad = indexRequests.length
    const input = page.locator('nav input[role="combobox"]')
    const focusedAt = Date.now()
    const downloaded = page.waitForResponse((response) =>
      response.url().endsWith(`/${indexFile}`),
    )
    await input.focus()
    await downloaded
    await input.fill('a')
    await page
      .locator('nav [data-search-query="a"]')
      .waitFor({ state: 'attached' })
    const readyMs = Date.now() - focusedAt

    const sets = []
    const times = []
    for (const { name, file } of QUERY_SETS) {
      const rows = []
      for (const { query, expect } of readQueries(file)) {
        const { ms, urls } = await timedResults(page, input, query)
        times.push(ms)
        rows.push({
          query,
          expect,
          ms,
          rank: rankOf(
            expect,
            urls.map((url) => url.replace(/\?[^#]*/, '')),
          ),
          top: urls[0],
        })
      }
      const ranks = rows.map((row) => row.rank)
      sets.push({
        name,
        queries: rows.length,
        ...summarize(ranks),
        medianMs: percentile(
          rows.map((row) => row.ms),
          50,
        ),
        rows,
      })
    }
    const raw = readFileSync(path.join(buildDir, indexFile))
    return {
      indexFile,
      sets,
      medianMs: percentile(times, 50),
      p95Ms: percentile(times, 95),
      indexRawBytes: raw.length,
      indexGzipBytes: gzipSync(raw).length,
      indexRequestsOnLoad: onLoad,
      focusToReadyMs: readyMs,
    }
  } finally {
    await browser.close()
  }
}

function print(figures) {
  const pct = (share) => `${(share * 100).toFixed(1)}%`
  console.log(`Search benchmark: ${figures.indexFile}`)
  for (const set of figures.sets) {
    console.log(`  ${set.name} (${set.queries} questions)`)
    console.log(`    first result answers          ${pct(set.top1)}`)
    console.log(`    answer in the first 3         ${pct(set.top3)}`)
    console.log(`    answer in the first 5         ${pct(set.top5)}`)
    console.log(`    mean reciprocal rank          ${set.mrr.toFixed(3)}`)
    console.log(
      `    keystroke → results, median   ${set.medianMs.toFixed(1)} ms`,
    )
    const misses = set.rows.filter((row) => row.rank < 0 || row.rank >= 5)
    if (misses.length) console.log('    not in the first 5:')
    for (const miss of misses)
      console.log(
        `      "${miss.query}" wants ${[miss.expect].flat().join(' or ')}, rank ${miss.rank < 0 ? '-' : miss.rank + 1}, first: ${miss.top ?? '(none)'}`,
      )
  }
  console.log(
    `  keystroke → results, median     ${figures.medianMs.toFixed(1)} ms`,
  )
  console.log(
    `  keystroke → results, p95        ${figures.p95Ms.toFixed(1)} ms`,
  )
  console.log(
    `  index size                      ${(figures.indexRawBytes / 1024).toFixed(0)} KiB raw, ${(figures.indexGzipBytes / 1024).toFixed(0)} KiB gzip`,
  )
  console.log(
    `  index requests on page load     ${figures.indexRequestsOnLoad}`,
  )
  console.log(`  focus → index ready             ${figures.focusToReadyMs} ms`)
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await serveBuild()
  try {
    const figures = await benchSearch(server.origin)
    print(figures)
    mkdirSync(REPORTS, { recursive: true })
    writeFileSync(
      path.join(REPORTS, 'search.json'),
      `${JSON.stringify(figures, null, 2)}\n`,
    )
  } finally {
    server.stop()
  }
}
