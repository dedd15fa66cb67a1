import { describe, expect, it } from 'vitest'
import { BUDGETS, checkBudgets } from '../../scripts/bench/check.mjs'

const HOME_16X_TBT_MS = 700

/** The low-end profile's figures, with a TBT so far above the home page's. */
const lowEnd = (tbtOverHomeMs: number) => ({
  scores: { ...BUDGETS.lowEnd.minScores },
  tbtMs: HOME_16X_TBT_MS + tbtOverHomeMs,
})

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
        lowEnd: lowEnd(0),
        firstLoad: { ...firstLoad, js: { raw: 0, gzip: 999 * 1024 } },
      },
      {
        path: '/api/createSlice',
        docs: true,
        mobile: structuredClone(mobile),
        lowEnd: lowEnd(BUDGETS.lowEnd.docsPageTbtOverHomeMaxMs),
        firstLoad,
      },
      // Measured at the default profile only.
      {
        path: '/rtk-query/usage/queries',
        docs: true,
        mobile: structuredClone(mobile),
        firstLoad: structuredClone(firstLoad),
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

  it("holds the 16x profile's score on every page measured, and each docs page's TBT to the home page's plus the margin", () => {
    const max = BUDGETS.lowEnd.docsPageTbtOverHomeMaxMs
    const missed = run()
    const [home, docsPage] = missed.pages
    if (!home?.lowEnd || !docsPage?.lowEnd) throw new Error('run() changed')
    home.lowEnd.scores.performance = BUDGETS.lowEnd.minScores.performance - 1
    docsPage.lowEnd.tbtMs += 1
    expect(checkBudgets(missed)).toEqual([
      `/: 16x performance ${BUDGETS.lowEnd.minScores.performance - 1}, budget ≥ ${BUDGETS.lowEnd.minScores.performance}`,
      `/api/createSlice: 16x tbtMs ${HOME_16X_TBT_MS + max + 1}, ${max + 1} over the home page's ${HOME_16X_TBT_MS}, budget ≤ ${max} over`,
    ])
    // Relative: a slower home page (a busier machine) moves the limit with it.
    home.lowEnd.tbtMs += 1
    expect(checkBudgets(missed)).toHaveLength(1)
  })

  it('treats 16x figures without the home page, or a run without any, as missed', () => {
    const withoutHome = run()
    delete (withoutHome.pages[0] as { lowEnd?: unknown }).lowEnd
    expect(checkBudgets(withoutHome)).toEqual([
      `/api/createSlice: 16x tbtMs has no home page figure to be held to (budget ≤ ${BUDGETS.lowEnd.docsPageTbtOverHomeMaxMs} over it)`,
    ])
    delete (withoutHome.pages[1] as { lowEnd?: unknown }).lowEnd
    expect(checkBudgets(withoutHome)).toEqual([
      '16x profile: no page has its figures (a run from before it?)',
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
