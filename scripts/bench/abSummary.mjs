// The figures of npm run bench:ab (scripts/bench/ab.mjs), from its runs:
// kept apart from the runs themselves so that they can be tested without a
// browser.
import { median } from './stats.mjs'

/**
 * B over A, or undefined when A is zero (a TBT of 0 ms has no ratio).
 * @param {number} a @param {number} b
 */
export const ratio = (a, b) => (a > 0 ? b / a : undefined)

/**
 * One row per page and profile: each side's median TBT, performance and LCP
 * over its runs (each metric's own median: the runs are compared as
 * distributions, not through one chosen run), the TBT ratio B / A and every
 * run's TBT for the spread.
 * @param {{path: string, profile: string, a: {performance: number, lcpMs: number, tbtMs: number}[], b: {performance: number, lcpMs: number, tbtMs: number}[]}[]} measured
 */
export function summarize(measured) {
  return measured.map(({ path, profile, a, b }) => {
    const side = (runs) => ({
      tbtMs: median(runs.map((run) => run.tbtMs)),
      performance: median(runs.map((run) => run.performance)),
      lcpMs: median(runs.map((run) => run.lcpMs)),
      tbtEachRunMs: runs.map((run) => run.tbtMs),
    })
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

const ms = (value) => `${Math.round(value)}`
const kib = (bytes) => (bytes / 1024).toFixed(1)

/**
 * The printed table's rows, a header first; the first-load JavaScript of each
 * page in A and B, gzip, beside its rows.
 * @param {ReturnType<typeof summarize>} rows @param {Record<string, {a: number, b: number}>} firstLoadJsGzip bytes by page
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
      `${a.performance} / ${b.performance}`,
      `${ms(a.lcpMs)} / ${ms(b.lcpMs)}`,
      `${a.tbtEachRunMs.map(ms).join(', ')} | ${b.tbtEachRunMs.map(ms).join(', ')}`,
      `${kib(firstLoadJsGzip[path].a)} / ${kib(firstLoadJsGzip[path].b)}`,
    ]),
  ]
}
