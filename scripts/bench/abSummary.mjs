// The figures of npm run bench:ab (scripts/bench/ab.mjs), from its runs:
// kept apart from the runs themselves so that they can be tested without a
// browser.
import { median } from './stats.mjs'

/**
 * B over A, or undefined when A is zero (a TBT of 0 ms has no ratio) or a
 * side has no figure (all its runs failed).
 * @param {number | undefined} a @param {number | undefined} b
 */
export const ratio = (a, b) =>
  a !== undefined && a > 0 && b !== undefined ? b / a : undefined

/** @typedef {{performance: number, lcpMs: number, tbtMs: number} | null} Run null: a run Lighthouse gave up on */

/**
 * One row per page and profile: each side's median TBT, performance and LCP
 * over its runs (each metric's own median: the runs are compared as
 * distributions, not through one chosen run; failed runs left out), the TBT
 * ratio B / A and every run's TBT for the spread (null for a failed run).
 * @param {{path: string, profile: string, a: Run[], b: Run[]}[]} measured
 */
export function summarize(measured) {
  return measured.map(({ path, profile, a, b }) => {
    const side = (/** @type {Run[]} */ runs) => {
      const done = runs.filter((run) => run !== null)
      return {
        tbtMs: median(done.map((run) => run.tbtMs)),
        performance: median(done.map((run) => run.performance)),
        lcpMs: median(done.map((run) => run.lcpMs)),
        tbtEachRunMs: runs.map((run) => run?.tbtMs ?? null),
      }
    }
    const [sideA, sideB] = [side(a), side(b)]
    return {
      path,
      profile,
      a: sideA,
      b: sideB,
      tbtRatio: ratio(sideA.tbtMs, sideB.tbtMs),
    }
  })
}

/** A figure as printed; "–" where there is none (every run of a side failed). */
const figure = (format) => (value) =>
  value === undefined || value === null ? '–' : format(value)
const ms = figure((value) => `${Math.round(value)}`)
const kib = figure((bytes) => (bytes / 1024).toFixed(1))
const score = figure(String)
/** A run's TBT, "✗" for a failed run. */
const runMs = (value) => (value === null ? '✗' : ms(value))

/**
 * The printed table's rows, a header first; the first-load JavaScript of each
 * page in A and B, gzip, beside its rows.
 * @param {ReturnType<typeof summarize>} rows @param {Record<string, {a: number | undefined, b: number | undefined}>} firstLoadJsGzip bytes by page (none for a page whose default-profile runs all failed on a side)
 */
export function tableRows(rows, firstLoadJsGzip) {
  return [
    [
      'page',
      'profile',
      'TBT A / B ms',
      'B/A',
      'perf A / B',
      'LCP A / B ms',
      'TBT each run A | B',
      'JS first load A / B KiB gzip',
    ],
    ...rows.map(({ path, profile, a, b, tbtRatio }) => [
      path,
      profile,
      `${ms(a.tbtMs)} / ${ms(b.tbtMs)}`,
      tbtRatio === undefined ? '–' : tbtRatio.toFixed(2),
      `${score(a.performance)} / ${score(b.performance)}`,
      `${ms(a.lcpMs)} / ${ms(b.lcpMs)}`,
      `${a.tbtEachRunMs.map(runMs).join(', ')} | ${b.tbtEachRunMs.map(runMs).join(', ')}`,
      `${kib(firstLoadJsGzip[path]?.a)} / ${kib(firstLoadJsGzip[path]?.b)}`,
    ]),
  ]
}
