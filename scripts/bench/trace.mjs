// npm run bench:trace -- <page> [--build build] [--cpu 16]
// Where the main thread goes on a first visit to one page: serves the build
// as npm run bench does, loads the page once in the tests' Chromium with its
// CPU slowed down (DevTools' CPU throttling, Emulation.setCPUThrottlingRate;
// no network throttling) under a performance trace, and prints the main
// thread's time by kind of work, script time by script, the longest tasks and
// the number of DOM elements. One load, real throttling: what to look at, not
// a figure to compare builds by (npm run bench:ab is that).
import { chromium } from '@playwright/test'
import TraceGatherer from 'lighthouse/core/gather/gatherers/trace.js'
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { BUILDS } from '../builds.mjs'
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs'
import { serveBuild } from './serve.mjs'
import { tableLayout } from './table.mjs'
import { summarizeTrace } from './traceSummary.mjs'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    build: { type: 'string', default: BUILDS.site },
    cpu: { type: 'string', default: '16' },
  },
})
const [pagePath] = positionals
const cpu = Number(values.cpu)
if (positionals.length !== 1 || !pagePath.startsWith('/') || !(cpu >= 1)) {
  console.error(
    'Usage: npm run bench:trace -- </page/path> [--build build] [--cpu 16]',
  )
  process.exit(2)
}

/**
 * Lighthouse's trace categories (so that its trace model finds what it
 * expects) without the screenshots, which only make the trace larger.
 */
const TRACE_CATEGORIES = TraceGatherer.getDefaultTraceCategories().filter(
  (category) => !category.includes('screenshot'),
)

/**
 * Resolves once the page has done what a first visit does by itself: React
 * owns it (Docusaurus sets data-has-hydrated to "true" with its first render
 * after hydration) and then the browser grants an idle period of the full 50
 * ms, which it only does when no task is waiting: hydration in slices, effects
 * and lazy chunks have run.
 */
async function settle(page, timeout) {
  await page.waitForFunction(
    () => document.documentElement.dataset.hasHydrated === 'true',
    undefined,
    { timeout },
  )
  await page.evaluate(async () => {
    for (;;) {
      const deadline = await new Promise((resolve) =>
        requestIdleCallback(resolve),
      )
      if (deadline.timeRemaining() >= 49) return
    }
  })
}

/**
 * One traced load in a fresh page. Null when the trace lacks the events that
 * tell where the navigation starts, as Chrome sometimes records it (the
 * benchmark's Lighthouse runs meet the same and repeat the run).
 */
async function tracedLoad(browser, url) {
  const page = await browser.newPage()
  try {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
    /** @type {Set<string>} */
    const scriptUrls = new Set()
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scriptUrls.add(response.url())
    })
    await browser.startTracing(page, { categories: TRACE_CATEGORIES })
    // At 16x a long page can take a minute to hydrate on a busy machine.
    const timeout = 30_000 * cpu
    await page.goto(url, { timeout })
    await settle(page, timeout)
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'))
    const elements = await page.evaluate(
      () => document.getElementsByTagName('*').length,
    )
    try {
      return {
        elements,
        summary: summarizeTrace(
          Array.isArray(trace) ? { traceEvents: trace } : trace,
          { scriptUrls },
        ),
      }
    } catch (error) {
      if (/navigationStart|tracingStarted/i.test(String(error))) return null
      throw error
    }
  } finally {
    await page.close()
  }
}

const server = await serveBuild(values.build)
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: CHROMIUM_ARGS,
})
try {
  const loadBefore = loadavg()
  const url = `${server.origin}${pagePath}`
  let result = null
  for (let attempt = 1; !result; attempt++) {
    if (attempt > 3)
      throw new Error(`Chrome's trace of ${url} lacked its navigation 3 times`)
    result = await tracedLoad(browser, url)
    if (!result)
      console.error(`· the trace lacked its navigation, loading again`)
  }
  print(result.summary, result.elements, loadBefore)
} finally {
  await browser.close()
  server.stop()
}

function print(summary, elements, loadBefore) {
  const ms = (value) => `${Math.round(value)} ms`
  const short = (url) =>
    url.startsWith(server.origin) ? url.slice(server.origin.length) : url
  const table = (rows) => {
    const { line } = tableLayout(rows)
    for (const row of rows) console.log(line(row))
  }
  console.log(
    `\n${pagePath} from ${values.build}, CPU ${cpu}x slower (DevTools throttling), one load to idle; ${elements} DOM elements` +
      `\nload average ${loadBefore.map((n) => n.toFixed(2)).join(' ')} before, ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} after` +
      `\nmain thread busy ${ms(summary.totalMs)} from navigation start to idle\n`,
  )
  table([
    ['main thread by kind of work', 'time', 'share'],
    ...Object.entries(summary.byCategory).map(([category, time]) => [
      category,
      ms(time),
      `${((100 * time) / summary.totalMs).toFixed(1)}%`,
    ]),
  ])
  console.log(
    `other, by trace event: ${summary.otherByEvent
      .slice(0, 6)
      .map(({ name, ms: time }) => `${name} ${ms(time)}`)
      .join(', ')}`,
  )
  console.log('')
  table([
    ['script time by script', 'evaluation', 'compile/parse'],
    ...summary.byScript.map(({ url, evaluation, compile }) => [
      short(url),
      ms(evaluation),
      ms(compile),
    ]),
  ])
  console.log(
    '\nlongest tasks (start from navigation start, duration, script or page they are attributed to: the trace events that took most of them)',
  )
  for (const task of summary.longestTasks)
    console.log(
      `  at ${ms(task.startMs).padStart(8)}  ${ms(task.durationMs).padStart(8)}  ${short(task.url)}: ${task.events
        .map(({ name, ms: time }) => `${name} ${ms(time)}`)
        .join(', ')}`,
    )
}
