import { describe, expect, it } from 'vitest'
import { summarizeTrace } from '../../scripts/bench/traceSummary.mjs'

const PAGE = 'http://127.0.0.1:8080/usage/usage-guide'
const MAIN = 'http://127.0.0.1:8080/assets/js/main.js'
const CHUNK = 'http://127.0.0.1:8080/assets/js/page.js'
/** Navigation starts 1 ms into the trace. */
const NAVIGATION_US = 1000

/** A complete (ph X) event on the renderer's main thread, times in ms from navigation start. */
const task = (
  name: string,
  startMs: number,
  durationMs: number,
  data: Record<string, unknown> = {},
) => ({
  name,
  ph: 'X',
  cat: 'devtools.timeline',
  pid: 1,
  tid: 1,
  ts: NAVIGATION_US + startMs * 1000,
  dur: durationMs * 1000,
  args: { data },
})

/**
 * The trace of one page load as Chrome writes it, cut to what the summary
 * reads: the renderer's main thread, the frame, the navigation, and tasks of
 * every kind, one of them before the navigation.
 */
const trace = {
  traceEvents: [
    {
      name: 'thread_name',
      ph: 'M',
      cat: '__metadata',
      pid: 1,
      tid: 1,
      ts: 0,
      args: { name: 'CrRendererMain' },
    },
    {
      name: 'TracingStartedInBrowser',
      ph: 'I',
      cat: 'disabled-by-default-devtools.timeline',
      pid: 1,
      tid: 1,
      ts: 0,
      args: {
        data: {
          frames: [{ frame: 'F', url: 'about:blank', processId: 1 }],
        },
      },
    },
    {
      name: 'navigationStart',
      ph: 'R',
      cat: 'blink.user_timing',
      pid: 1,
      tid: 1,
      ts: NAVIGATION_US,
      args: {
        frame: 'F',
        data: {
          documentLoaderURL: PAGE,
          isLoadingMainFrame: true,
          navigationId: 'N',
        },
      },
    },
    // The previous page's: before navigation start, left out.
    { ...task('RunTask', 0, 0.5), ts: 200 },
    // 60 ms: main.js evaluated (35 ms, 5 of them compiling), then a style recalc.
    task('RunTask', 1, 60),
    task('EvaluateScript', 2, 40, { url: MAIN }),
    task('v8.compile', 3, 5, { url: MAIN }),
    task('UpdateLayoutTree', 45, 10),
    // 30 ms: layout and paint.
    task('RunTask', 100, 30),
    task('Layout', 101, 20),
    task('Paint', 122, 5),
    // 10 ms: the page's chunk, and a garbage collection.
    task('RunTask', 200, 10),
    task('FunctionCall', 201, 5, { url: CHUNK }),
    task('MinorGC', 206, 4),
  ],
}

describe('npm run bench:trace: where the main thread went', () => {
  const summary = summarizeTrace(trace, { scriptUrls: [MAIN, CHUNK] })

  it('counts each task once, by the kind of work it did itself, from navigation start', () => {
    expect(summary.totalMs).toBeCloseTo(100)
    const byCategory = Object.fromEntries(
      Object.entries(summary.byCategory).map(([category, ms]) => [
        category,
        Math.round(ms * 1000) / 1000,
      ]),
    )
    expect(byCategory).toEqual({
      'script evaluation': 35 + 5,
      'script compile/parse': 5,
      'style recalc': 10,
      layout: 20,
      'HTML & CSS parsing': 0,
      'paint & composite': 5,
      GC: 4,
      // The three tasks' own time outside any event inside them.
      other: 10 + 5 + 1,
    })
    expect(summary.otherByEvent.map(({ name }) => name)).toEqual(['RunTask'])
  })

  it('gives script time by the script that ran, most first', () => {
    expect(
      summary.byScript.map(({ url, evaluation, compile }) => [
        url,
        Math.round(evaluation),
        Math.round(compile),
      ]),
    ).toEqual([
      [MAIN, 35, 5],
      [CHUNK, 5, 0],
    ])
  })

  it('lists the longest tasks with their start, length, script and the events that took most of them', () => {
    expect(
      summary.longestTasks.map(({ startMs, durationMs, url, events }) => ({
        startMs: Math.round(startMs),
        durationMs: Math.round(durationMs),
        url,
        events: events.map(({ name, ms }) => `${name} ${Math.round(ms)}`),
      })),
    ).toEqual([
      {
        startMs: 1,
        durationMs: 60,
        url: MAIN,
        events: [
          'EvaluateScript 35',
          'RunTask 10',
          'UpdateLayoutTree 10',
          'v8.compile 5',
        ],
      },
      {
        startMs: 100,
        durationMs: 30,
        // A layout task of its own is charged to the task before it, as Lighthouse does.
        url: MAIN,
        events: ['Layout 20', 'RunTask 5', 'Paint 5'],
      },
      {
        startMs: 200,
        durationMs: 10,
        url: CHUNK,
        events: ['FunctionCall 5', 'MinorGC 4', 'RunTask 1'],
      },
    ])
  })
})
