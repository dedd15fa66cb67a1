// npm run bench:search — search relevance and speed on the production build,
// in Chromium, through the navbar search box a reader uses. Needs `npm run
// build` first. Prints figures; the 90% top-3 bar is enforced by
// tests/build/searchRelevance.test.ts, not here. npm run bench includes it.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import {
  SEARCH_INDEX,
  SEARCH_MANIFEST,
} from '../../src/plugins/search/indexFiles.mjs'
import { BUILDS } from '../builds.mjs'
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs'
import { rankOf, readQueries, summarize } from './relevance.mjs'
import { serveBuild } from './serve.mjs'
import { percentile } from './stats.mjs'

/** Types the last character of `query` and times it until its results are on screen. */
async function timedResults(page, input, query) {
  await input.fill(query.slice(0, -1))
  const done = page.evaluate(
    (expected) =>
      new Promise((resolve) => {
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
            const options = /** @type {NodeListOf<HTMLElement>} */ (
              document.querySelectorAll('nav [role="option"][data-url]')
            )
            const urls = Array.from(options, (option) => option.dataset.url)
            resolve({ ms: performance.now() - start, urls })
          }
        }
        const observer = new MutationObserver(check)
        observer.observe(
          /** @type {HTMLElement} */ (document.querySelector('nav')),
          { subtree: true, childList: true, attributes: true },
        )
      }),
    query,
  )
  await page.waitForTimeout(20)
  await page.keyboard.type(query.slice(-1))
  return done
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

    const queries = readQueries()
    const rows = []
    for (const { query, expect } of queries) {
      const { ms, urls } = await timedResults(page, input, query)
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
    const times = rows.map((row) => row.ms)
    const raw = readFileSync(path.join(buildDir, indexFile))
    return {
      indexFile,
      queries: queries.length,
      ...summarize(rows.map((row) => row.rank)),
      medianMs: percentile(times, 50),
      p95Ms: percentile(times, 95),
      indexRawBytes: raw.length,
      indexGzipBytes: gzipSync(raw).length,
      indexRequestsOnLoad: onLoad,
      focusToReadyMs: readyMs,
      misses: rows
        .filter((row) => row.rank < 0 || row.rank >= 3)
        .map(({ query, expect, rank, top }) => ({ query, expect, rank, top })),
    }
  } finally {
    await browser.close()
  }
}

function print(figures) {
  const pct = (share) => `${(share * 100).toFixed(1)}%`
  console.log(
    `Search benchmark: ${figures.queries} queries, ${figures.indexFile}`,
  )
  console.log(`  top-1 hit rate                  ${pct(figures.top1)}`)
  console.log(`  top-3 hit rate                  ${pct(figures.top3)}`)
  console.log(`  mean reciprocal rank            ${figures.mrr.toFixed(3)}`)
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
  if (figures.misses.length) {
    console.log('  not in the top 3:')
    for (const miss of figures.misses)
      console.log(
        `    "${miss.query}" wants ${miss.expect}, rank ${miss.rank < 0 ? '-' : miss.rank + 1}, top: ${miss.top ?? '(none)'}`,
      )
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await serveBuild()
  try {
    print(await benchSearch(server.origin))
  } finally {
    server.stop()
  }
}
