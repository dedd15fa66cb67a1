import { describe, expect, it } from 'vitest'
import { ratio, summarize, tableRows } from '../../scripts/bench/abSummary.mjs'
import { median } from '../../scripts/bench/stats.mjs'

const run = (tbtMs: number, performance = 90, lcpMs = 1000) => ({
  tbtMs,
  performance,
  lcpMs,
})

describe('npm run bench:ab: the figures', () => {
  it('takes the middle run of an odd count and the mean of the middle two of an even one, in any order', () => {
    expect(median([900, 100, 400])).toBe(400)
    expect(median([300, 100])).toBe(200)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([7])).toBe(7)
    expect(median([])).toBeUndefined()
  })

  it('gives B over A, and no ratio when A is zero', () => {
    expect(ratio(200, 100)).toBe(0.5)
    expect(ratio(100, 250)).toBe(2.5)
    expect(ratio(0, 30)).toBeUndefined()
    expect(ratio(100, undefined)).toBeUndefined()
    expect(ratio(undefined, 100)).toBeUndefined()
  })

  it('leaves a failed run out of the medians, marks it in the spread, and prints "–" for a side with none', () => {
    const rows = summarize([
      {
        path: '/api/createSlice',
        profile: 'mobile 16x CPU',
        a: [run(900), null, run(700)],
        b: [null, null],
      },
    ])
    expect(rows[0]).toMatchObject({
      a: { tbtMs: 800, tbtEachRunMs: [900, null, 700] },
      b: { tbtMs: undefined, performance: undefined, lcpMs: undefined },
      tbtRatio: undefined,
    })
    expect(tableRows(rows, {})[1]).toEqual([
      '/api/createSlice',
      'mobile 16x CPU',
      '800 / –',
      '–',
      '90 / –',
      '1000 / –',
      '900, ✗, 700 | ✗, ✗',
      '– / –',
    ])
  })

  it("takes each metric's own median on each side, and the TBT ratio of the medians", () => {
    const [row] = summarize([
      {
        path: '/usage/usage-guide',
        profile: 'mobile 16x CPU',
        a: [run(1200, 76, 900), run(1300, 75, 1100), run(1000, 78, 950)],
        b: [run(400, 96, 1000), run(300, 97, 980), run(500, 95, 990)],
      },
    ])
    expect(row).toEqual({
      path: '/usage/usage-guide',
      profile: 'mobile 16x CPU',
      a: {
        tbtMs: 1200,
        performance: 76,
        lcpMs: 950,
        tbtEachRunMs: [1200, 1300, 1000],
      },
      b: {
        tbtMs: 400,
        performance: 96,
        lcpMs: 990,
        tbtEachRunMs: [400, 300, 500],
      },
      tbtRatio: 400 / 1200,
    })
  })

  it('prints a row per page and profile with the first-load JavaScript of each side', () => {
    const rows = summarize([
      {
        path: '/',
        profile: 'mobile',
        a: [run(10.4), run(0)],
        b: [run(30), run(20)],
      },
      { path: '/', profile: 'mobile 16x CPU', a: [run(0)], b: [run(0)] },
    ])
    const [header, mobile, lowEnd] = tableRows(rows, {
      '/': { a: 130_000, b: 120_000 },
    })
    expect(header).toHaveLength(mobile!.length)
    expect(mobile).toEqual([
      '/',
      'mobile',
      '5 / 25',
      '4.81',
      '90 / 90',
      '1000 / 1000',
      '10, 0 | 30, 20',
      '127.0 / 117.2',
    ])
    expect(lowEnd![3]).toBe('–')
  })
})
