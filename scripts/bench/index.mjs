// npm run bench: what writers wait for (code-sample check, cold production
// build) and what readers get (Lighthouse mobile and desktop, the JavaScript
// and CSS of a first visit, search), printed as one table and saved as JSON
// in reports/bench/ (git-ignored). Figures only: npm run bench:check holds
// them against scripts/bench/budgets.json.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { pathToFileURL } from 'node:url'
import { BUILDS } from '../builds.mjs'
import { findChromium } from '../chromium.mjs'
import { measureBuilds } from './build.mjs'
import { benchLighthouse, siteAssets } from './lighthouse.mjs'
import { benchSearch } from './search.mjs'
import { benchTypeHovers } from './typeHovers.mjs'
import { serveBuild } from './serve.mjs'
import { tableLayout } from './table.mjs'

const OUT = 'reports/bench'
const log = (line) => console.error(`· ${line}`)
const load = () => loadavg().map((n) => +n.toFixed(2))

function timeCodeCheck() {
  const start = performance.now()
  const { status } = spawnSync('npm', ['run', '--silent', 'test:docs'], {
    stdio: 'ignore',
  })
  if (status !== 0)
    throw new Error(
      `the code-sample check failed (exit ${status}); run npm run test:docs to see why`,
    )
  return (performance.now() - start) / 1000
}

export async function runBench() {
  const before = load()
  log('code-sample check (npm run test:docs)')
  const codeCheckS = timeCodeCheck()
  log('production build from a cold cache, 3 times')
  const build = measureBuilds(3)
  const typeHovers = benchTypeHovers({ log })
  const server = await serveBuild()
  let pages
  let search
  try {
    log(`serving ${BUILDS.site}/ with ${server.server} at ${server.origin}`)
    pages = await benchLighthouse(server.origin, { log })
    log('search benchmark')
    search = await benchSearch(server.origin)
  } finally {
    server.stop()
  }
  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      node: process.version,
      chromium: execFileSync(findChromium(), ['--version'], {
        encoding: 'utf8',
      }).trim(),
      server: server.server,
      loadAverage: { before, after: load() },
    },
    codeCheckS,
    build,
    typeHovers,
    site: siteAssets(),
    pages,
    search,
  }
  mkdirSync(OUT, { recursive: true })
  const json = `${JSON.stringify(results, null, 2)}\n`
  writeFileSync(`${OUT}/latest.json`, json)
  writeFileSync(`${OUT}/${results.date.replace(/[:.]/g, '-')}.json`, json)
  printTable(results)
  return results
}

const kib = (bytes) => (bytes / 1024).toFixed(1)
const ms = (value) => `${Math.round(value)} ms`
const signedMs = (value) => `${value < 0 ? '' : '+'}${ms(value)}`

/** The low-end profile beside the mobile one, with each run's TBT and the TBT above the home page's (its budget). */
function printLowEndTable(pages) {
  const measured = pages.filter((page) => page.lowEnd)
  const home = measured.find((page) => page.path === '/')
  const rows = [
    [
      'page',
      '16x perf',
      '16x LCP',
      '16x TBT',
      'over home',
      '16x TBT each run',
      'mobile perf',
      'mobile TBT',
      'JS first load',
    ],
    ...measured.map(({ path, lowEnd, mobile, firstLoad }) => [
      path,
      String(lowEnd.scores.performance),
      ms(lowEnd.lcpMs),
      ms(lowEnd.tbtMs),
      home ? signedMs(lowEnd.tbtMs - home.lowEnd.tbtMs) : '–',
      lowEnd.runs.map((run) => Math.round(run.tbtMs)).join(', '),
      String(mobile.scores.performance),
      ms(mobile.tbtMs),
      `${kib(firstLoad.js.gzip)} KiB gzip`,
    ]),
  ]
  const { line } = tableLayout(rows)
  console.log(
    '\nLow-end phone: Lighthouse mobile with 16x CPU slowdown (median of 3), beside the default mobile profile (4x)',
  )
  for (const row of rows) console.log(line(row))
}

export function printTable(results) {
  const { machine, build, site, search, typeHovers } = results
  const rows = [
    [
      'page',
      'perf',
      'a11y',
      'best',
      'seo',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'desktop perf',
      'desktop LCP',
      'JS first load',
      'CSS first load',
    ],
    ...results.pages.map(({ path, mobile, desktop, firstLoad }) => [
      path,
      ...['performance', 'accessibility', 'best-practices', 'seo'].map((id) =>
        String(mobile.scores[id]),
      ),
      ms(mobile.fcpMs),
      ms(mobile.lcpMs),
      ms(mobile.tbtMs),
      mobile.cls.toFixed(3),
      String(desktop.scores.performance),
      ms(desktop.lcpMs),
      `${kib(firstLoad.js.raw)} / ${kib(firstLoad.js.gzip)} KiB`,
      `${kib(firstLoad.css.raw)} / ${kib(firstLoad.css.gzip)} KiB`,
    ]),
  ]
  const { widths, line } = tableLayout(rows)
  console.log(
    `\nBenchmark ${results.date} · ${machine.cpus} CPUs · Node ${machine.node} · ${machine.chromium} · served by ${machine.server}` +
      ` · load average ${machine.loadAverage.before.join(' ')} before, ${machine.loadAverage.after.join(' ')} after`,
  )
  console.log(
    '\nLighthouse, mobile unless marked (median of 3) · first load = JavaScript/CSS requested on a first visit, raw / gzip',
  )
  console.log(line(rows[0]))
  for (const row of rows.slice(1)) console.log(line(row))
  console.log('mobile runs (performance / TBT):')
  for (const { path, mobile } of results.pages) {
    console.log(
      `  ${path.padEnd(widths[0])}  ${mobile.runs.map((run) => `${run.performance} / ${ms(run.tbtMs)}`).join(', ')}`,
    )
  }
  printLowEndTable(results.pages)
  console.log(
    `\nsite totals             JavaScript ${site.js.files} files ${kib(site.js.raw)} / ${kib(site.js.gzip)} KiB; CSS ${site.css.files} files ${kib(site.css.raw)} / ${kib(site.css.gzip)} KiB`,
  )
  console.log(
    `production build, cold  ${build.wallS.toFixed(1)} s wall, ${build.cpuS.toFixed(1)} s CPU (${build.userS.toFixed(1)} user + ${build.systemS.toFixed(1)} system), ${build.peakMemoryMiB.toFixed(0)} MiB peak;` +
      ` medians of ${build.runs.length} builds (CPU ${build.runs.map((run) => run.cpuS.toFixed(1)).join(', ')} s)`,
  )
  console.log(
    `code-sample check       ${results.codeCheckS.toFixed(1)} s wall (npm run test:docs)`,
  )
  const hoverCase = (name, label) =>
    `${label} ${typeHovers[name].cpuS.toFixed(1)} s CPU (×${typeHovers[name].cpuRatio.toFixed(2)})`
  console.log(
    `type hovers             build without ${typeHovers.off.cpuS.toFixed(1)} s CPU; ${hoverCase('warm', 'cache warm')}, ${hoverCase('edited', 'one page edited')}, ${hoverCase('fresh', 'fresh clone')};` +
      ` medians of ${typeHovers.off.runs.length} interleaved rounds`,
  )
  console.log(
    `search                  ${search.sets.map((set) => `${set.name}: first ${(set.top1 * 100).toFixed(1)}%, first 5 ${(set.top5 * 100).toFixed(1)}% of ${set.queries}`).join('; ')};` +
      ` keystroke → results ${search.medianMs.toFixed(1)} ms median, ${search.p95Ms.toFixed(1)} ms p95; index ${kib(search.indexRawBytes)} / ${kib(search.indexGzipBytes)} KiB,` +
      ` ${search.indexRequestsOnLoad} requests on page load`,
  )
  console.log(`\nSaved: ${OUT}/latest.json`)
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await runBench()
