// npm run bench:check [-- --results reports/bench/latest.json]: runs the
// benchmark (or reads a saved run) and fails, listing every budget missed,
// when a figure is outside scripts/bench/budgets.json.
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'

export const BUDGETS = JSON.parse(
  readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'),
)

/** Every budget the results miss, one readable line each; empty when all are met. */
export function checkBudgets(results, budgets = BUDGETS) {
  const missed = []
  for (const page of results.pages) {
    for (const [category, min] of Object.entries(budgets.mobileMinScores)) {
      const score = page.mobile.scores[category]
      if (!(score >= min))
        missed.push(
          `${page.path}: mobile ${category} ${score}, budget ≥ ${min}`,
        )
    }
    for (const [metric, max] of Object.entries(budgets.mobileMax)) {
      const value = page.mobile[metric]
      if (!(value <= max))
        missed.push(
          `${page.path}: mobile ${metric} ${+value.toFixed(3)}, budget ≤ ${max}`,
        )
    }
    if (page.docs) {
      const kib = page.firstLoad.js.gzip / 1024
      const max = budgets.docsPageFirstLoadJsMaxGzipKiB
      if (!(kib <= max))
        missed.push(
          `${page.path}: first-load JavaScript ${kib.toFixed(1)} KiB gzip, budget ≤ ${max}`,
        )
    }
  }
  missed.push(...checkLowEnd(results.pages, budgets.lowEnd))
  if (!(results.build.cpuS <= budgets.buildMaxCpuS)) {
    missed.push(
      `production build: ${results.build.cpuS.toFixed(1)} s CPU, budget ≤ ${budgets.buildMaxCpuS}`,
    )
  }
  return missed
}

/** The low-end profile's budgets: a minimum score on each page measured, and each docs page's TBT at most so far above the home page's. */
function checkLowEnd(pages, budgets) {
  const measured = pages.filter((page) => page.lowEnd)
  if (measured.length === 0)
    return ['16x profile: no page has its figures (a run from before it?)']
  const missed = []
  for (const page of measured) {
    for (const [category, min] of Object.entries(budgets.minScores)) {
      const score = page.lowEnd.scores[category]
      if (!(score >= min))
        missed.push(`${page.path}: 16x ${category} ${score}, budget ≥ ${min}`)
    }
  }
  const home = measured.find((page) => page.path === '/')
  const max = budgets.docsPageTbtOverHomeMaxMs
  for (const page of measured.filter((page) => page.docs)) {
    const over = page.lowEnd.tbtMs - home?.lowEnd.tbtMs
    if (!(over <= max))
      missed.push(
        home
          ? `${page.path}: 16x tbtMs ${Math.round(page.lowEnd.tbtMs)}, ${Math.round(over)} over the home page's ${Math.round(home.lowEnd.tbtMs)}, budget ≤ ${max} over`
          : `${page.path}: 16x tbtMs has no home page figure to be held to (budget ≤ ${max} over it)`,
      )
  }
  return missed
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { results: { type: 'string' } } })
  const results = values.results
    ? JSON.parse(readFileSync(values.results, 'utf8'))
    : await (await import('./index.mjs')).runBench()
  const missed = checkBudgets(results)
  console.log(
    `\nload average during the run: ${results.machine.loadAverage.before.join(' ')} before, ${results.machine.loadAverage.after.join(' ')} after`,
  )
  if (missed.length) {
    console.error(
      `${missed.length} budget(s) missed (scripts/bench/budgets.json):\n${missed.map((line) => `  ✗ ${line}`).join('\n')}`,
    )
    process.exitCode = 1
  } else {
    console.log('All budgets met (scripts/bench/budgets.json).')
  }
}
