// Style and layout of a first load at a low-end phone's CPU: one Chrome trace per
// run and page, with the CPU throttled 16x as Lighthouse's mobile profile would
// be on a cheap phone, summed from the page's main thread. See "Style and
// layout" in scripts/bench/README.md for what it found and how to read it.
//
//   node scripts/bench/styleLayout.mjs --origin http://127.0.0.1:8080 [--origin …] [--runs 3] [--desktop] [--selectors] [/path …]
//
// Two or more origins are measured alternately (A, B, A, B, …) so that a busy
// machine weighs on both alike; each figure is the median of the runs.
// --selectors also records Chrome's selector statistics and prints the
// selectors that took longest to match: they slow style down several times
// over, so compare such a run's timings only with another such run.
import { chromium } from 'playwright-core'
import { parseArgs } from 'node:util'
import { loadavg } from 'node:os'
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    origin: { type: 'string', multiple: true },
    runs: { type: 'string', default: '3' },
    rate: { type: 'string', default: '16' },
    desktop: { type: 'boolean', default: false },
    selectors: { type: 'boolean', default: false },
    css: { type: 'string' },
  },
})
const origins = values.origin ?? []
if (origins.length === 0) {
  console.error('Give at least one --origin (a served production build).')
  process.exit(1)
}
const pages = positionals.length
  ? positionals
  : ['/', '/api/createSlice', '/rtk-query/api/createApi', '/usage/usage-guide']
const runs = Number(values.runs)
const rate = Number(values.rate)

// Lighthouse's mobile screen (Moto G Power) or its desktop one.
const screen = values.desktop
  ? { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 }
  : {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    }

const CATEGORIES = [
  '__metadata',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  // SelectorStats events: per selector, time matching, attempts, matches and
  // attempts that the ancestors' Bloom filter rejected at once.
  ...(values.selectors ? ['disabled-by-default-blink.debug'] : []),
]

/** The renderer main thread that loaded the page: the one with the most layout work. */
function mainThreadOf(events) {
  const mains = events.filter(
    (event) =>
      event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  )
  let best
  let bestCount = -1
  for (const main of mains) {
    const count = events.filter(
      (event) =>
        event.pid === main.pid &&
        event.tid === main.tid &&
        (event.name === 'UpdateLayoutTree' || event.name === 'Layout'),
    ).length
    if (count > bestCount) {
      best = main
      bestCount = count
    }
  }
  return best
}

/**
 * Total time of events named `name`, not counting one nested in another of the
 * same name: `dur` is wall time (what a reader waits, throttling included),
 * `tdur` the thread's CPU time (unthrottled, and far less disturbed by other
 * work on a busy machine).
 */
function sumOf(events, name, field) {
  let total = 0
  let end = -1
  for (const event of events
    .filter((e) => e.name === name && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts)) {
    if (event.ts < end) continue
    total += event[field] ?? 0
    end = event.ts + event.dur
  }
  return total / 1000
}

function figuresOf(trace) {
  const events = JSON.parse(trace).traceEvents
  const main = mainThreadOf(events)
  const mine = events.filter(
    (event) => event.pid === main.pid && event.tid === main.tid,
  )
  const tasks = mine.filter((e) => e.name === 'RunTask' && e.ph === 'X')
  const longest = tasks.reduce((a, b) => (b.dur > (a?.dur ?? 0) ? b : a), null)
  // The document's own longest task: parsing, style, layout and paint, with
  // no script in it (what the issue calls the document's task).
  const scripted = mine.filter(
    (e) => e.name === 'EvaluateScript' || e.name === 'FunctionCall',
  )
  const documentTask = tasks
    .filter(
      (task) =>
        !scripted.some(
          (script) => task.ts <= script.ts && script.ts < task.ts + task.dur,
        ),
    )
    .reduce((a, b) => (b.dur > (a?.dur ?? 0) ? b : a), null)
  const selectors = new Map()
  for (const event of mine.filter((e) => e.name === 'SelectorStats'))
    for (const timing of event.args?.selector_stats?.selector_timings ?? []) {
      const total = selectors.get(timing.selector) ?? {
        us: 0,
        attempts: 0,
        matches: 0,
        fastRejects: 0,
      }
      total.us += timing['elapsed (us)']
      total.attempts += timing.match_attempts
      total.matches += timing.match_count
      total.fastRejects += timing.fast_reject_count
      selectors.set(timing.selector, total)
    }
  return {
    selectors,
    styleMs: sumOf(mine, 'UpdateLayoutTree', 'dur'),
    layoutMs: sumOf(mine, 'Layout', 'dur'),
    styleCpuMs: sumOf(mine, 'UpdateLayoutTree', 'tdur'),
    layoutCpuMs: sumOf(mine, 'Layout', 'tdur'),
    longestTaskMs: (longest?.dur ?? 0) / 1000,
    documentTaskMs: (documentTask?.dur ?? 0) / 1000,
  }
}

async function measure(browser, url) {
  const context = await browser.newContext(screen)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  if (values.css) {
    // An experiment: extra CSS appended to every stylesheet of the site.
    await page.route('**/assets/css/*.css', async (route) => {
      const response = await route.fetch()
      await route.fulfill({
        response,
        body: (await response.text()) + '\n' + values.css,
      })
    })
  }
  await browser.startTracing(page, { categories: CATEGORIES })
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
  await page.waitForFunction(
    () => document.documentElement.dataset.hasHydrated === 'true',
    undefined,
    { timeout: 120_000 },
  )
  // Let what hydration started settle: two idle periods in a row.
  for (let i = 0; i < 2; i++)
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(resolve)),
    )
  const elements = await page.evaluate(
    () => document.getElementsByTagName('*').length,
  )
  const trace = await browser.stopTracing()
  await context.close()
  return { ...figuresOf(trace.toString('utf8')), elements }
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? sorted[middle]
    : (sorted[middle - 1] + sorted[middle]) / 2
}

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--headless')),
})
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')
console.log(
  `CPU ${rate}x, ${values.desktop ? 'desktop' : 'mobile'} screen, ${runs} runs each, load average ${load()}`,
)
const results = new Map()
for (const path of pages) {
  for (let run = 0; run < runs; run++) {
    for (const origin of origins) {
      const figures = await measure(browser, origin + path)
      const key = `${origin}\t${path}`
      results.set(key, [...(results.get(key) ?? []), figures])
      console.error(
        `${path} ${origin} run ${run + 1}: ${JSON.stringify({ ...figures, selectors: undefined })} (load ${load()})`,
      )
    }
  }
}
await browser.close()
console.log(
  'page\torigin\tstyle ms\tlayout ms\tstyle+layout ms\tstyle CPU ms\tlayout CPU ms\tlongest task ms\tdocument task ms (no script)\telements',
)
for (const [key, all] of results) {
  const pick = (field) => median(all.map((figures) => figures[field]))
  console.log(
    [
      key.split('\t')[1],
      key.split('\t')[0],
      pick('styleMs').toFixed(0),
      pick('layoutMs').toFixed(0),
      median(all.map((f) => f.styleMs + f.layoutMs)).toFixed(0),
      pick('styleCpuMs').toFixed(1),
      pick('layoutCpuMs').toFixed(1),
      pick('longestTaskMs').toFixed(0),
      pick('documentTaskMs').toFixed(0),
      pick('elements'),
    ].join('\t'),
  )
}
if (values.selectors)
  for (const [key, all] of results) {
    const merged = new Map()
    for (const { selectors } of all)
      for (const [selector, total] of selectors) {
        const sum = merged.get(selector) ?? {
          us: 0,
          attempts: 0,
          matches: 0,
          fastRejects: 0,
        }
        for (const field of Object.keys(sum)) sum[field] += total[field]
        merged.set(selector, sum)
      }
    console.log(
      `\n${key.replace('\t', ' ')}: slowest selectors over ${all.length} runs (ms, attempts, matches, fast rejects)`,
    )
    for (const [selector, sum] of [...merged]
      .sort(([, a], [, b]) => b.us - a.us)
      .slice(0, 15))
      console.log(
        `${(sum.us / 1000).toFixed(1)}\t${sum.attempts}\t${sum.matches}\t${sum.fastRejects}\t${selector}`,
      )
  }
console.log(`load average at the end ${load()}`)
