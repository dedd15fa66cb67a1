import { describe, expect, it } from 'vitest'
import { BUDGETS, checkBudgets } from '../../scripts/bench/check.mjs'

/** A run that meets every budget exactly at its limit. */
function run() {
  const mobile = {
    scores: { ...BUDGETS.mobileMinScores },
    lcpMs: BUDGETS.mobileMax.lcpMs,
    tbtMs: BUDGETS.mobileMax.tbtMs,
    cls: BUDGETS.mobileMax.cls,
  }
  const firstLoad = {
    js: { raw: 0, gzip: BUDGETS.docsPageFirstLoadJsMaxGzipKiB * 1024 },
    css: { raw: 0, gzip: 0 },
  }
  return {
    build: { cpuS: BUDGETS.buildMaxCpuS },
    pages: [
      {
        path: '/',
        docs: false,
        mobile: structuredClone(mobile),
        firstLoad: { ...firstLoad, js: { raw: 0, gzip: 999 * 1024 } },
      },
      {
        path: '/api/createSlice',
        docs: true,
        mobile: structuredClone(mobile),
        firstLoad,
      },
    ],
  }
}

describe('npm run bench:check', () => {
  it('passes a run at every limit, and holds the first-load JavaScript budget to docs pages only', () => {
    expect(checkBudgets(run())).toEqual([])
  })

  it('names every budget a run misses, with the figure and the limit', () => {
    const missed = run()
    const page = missed.pages[1]!
    page.mobile.scores.performance = BUDGETS.mobileMinScores.performance - 1
    page.mobile.scores.seo = 99
    page.mobile.lcpMs = BUDGETS.mobileMax.lcpMs + 1
    page.mobile.tbtMs = BUDGETS.mobileMax.tbtMs + 1
    page.mobile.cls = BUDGETS.mobileMax.cls + 0.001
    page.firstLoad.js.gzip += 1024
    missed.build.cpuS += 0.1
    expect(checkBudgets(missed)).toEqual([
      `/api/createSlice: mobile performance ${BUDGETS.mobileMinScores.performance - 1}, budget ≥ ${BUDGETS.mobileMinScores.performance}`,
      '/api/createSlice: mobile seo 99, budget ≥ 100',
      `/api/createSlice: mobile lcpMs ${BUDGETS.mobileMax.lcpMs + 1}, budget ≤ ${BUDGETS.mobileMax.lcpMs}`,
      `/api/createSlice: mobile tbtMs ${BUDGETS.mobileMax.tbtMs + 1}, budget ≤ ${BUDGETS.mobileMax.tbtMs}`,
      `/api/createSlice: mobile cls ${(BUDGETS.mobileMax.cls + 0.001).toFixed(3)}, budget ≤ ${BUDGETS.mobileMax.cls}`,
      `/api/createSlice: first-load JavaScript ${(BUDGETS.docsPageFirstLoadJsMaxGzipKiB + 1).toFixed(1)} KiB gzip, budget ≤ ${BUDGETS.docsPageFirstLoadJsMaxGzipKiB}`,
      `production build: ${(BUDGETS.buildMaxCpuS + 0.1).toFixed(1)} s CPU, budget ≤ ${BUDGETS.buildMaxCpuS}`,
    ])
  })

  it('treats a missing figure as missed, not as met', () => {
    const incomplete = run()
    delete (incomplete.pages[1]!.mobile.scores as Record<string, number>)
      .accessibility
    expect(checkBudgets(incomplete)).toEqual([
      '/api/createSlice: mobile accessibility undefined, budget ≥ 100',
    ])
  })
})
