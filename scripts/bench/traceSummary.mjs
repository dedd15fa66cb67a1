// Where a page load's main-thread time went, from a Chrome performance trace:
// by kind of work, script time by script, the longest tasks. The trace is
// read by Lighthouse's own trace model (its task tree, task groups and URL
// attribution, the ones behind its "main-thread work" and "JavaScript
// execution time" audits), so these figures and Lighthouse's agree on what a
// task is; only the grouping below is ours.
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js'
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js'
import { getAttributableURLForTask } from 'lighthouse/core/lib/tracehouse/task-summary.js'

/**
 * Our categories. Lighthouse's groups, but style and layout apart: issue 36
 * asks which of the two grows with a page's length.
 */
export const CATEGORIES = [
  'script evaluation',
  'script compile/parse',
  'style recalc',
  'layout',
  'HTML & CSS parsing',
  'paint & composite',
  'GC',
  'other',
]
const BY_GROUP = {
  scriptEvaluation: 'script evaluation',
  scriptParseCompile: 'script compile/parse',
  parseHTML: 'HTML & CSS parsing',
  paintCompositeRender: 'paint & composite',
  garbageCollection: 'GC',
  other: 'other',
}
const LAYOUT_EVENTS = new Set(['Layout', 'InvalidateLayout'])

/** @param {{group: {id: string}, event: {name: string}}} task */
export function categoryOf(task) {
  if (task.group.id === 'styleLayout')
    return LAYOUT_EVENTS.has(task.event.name) ? 'layout' : 'style recalc'
  return BY_GROUP[task.group.id] ?? 'other'
}

const SCRIPT_CATEGORIES = new Set(['script evaluation', 'script compile/parse'])

/** Milliseconds of self time by trace event name in a task and everything under it. */
function byEvent(task, into = new Map()) {
  into.set(task.event.name, (into.get(task.event.name) ?? 0) + task.selfTime)
  for (const child of task.children) byEvent(child, into)
  return into
}

/** The events that took most of a task, longest first, those under 1 ms left out. */
const mainEvents = (task, count = 4) =>
  [...byEvent(task)]
    .filter(([, ms]) => ms >= 1)
    .sort(([, a], [, b]) => b - a)
    .slice(0, count)
    .map(([name, ms]) => ({ name, ms }))

/**
 * The main thread's time from navigation start to the end of the trace.
 * @param {{traceEvents: any[]}} trace
 * @param {{scriptUrls?: Iterable<string>, longestTasks?: number}} [options] scriptUrls: the page's scripts, which a task is attributed to before any other URL it touched (as Lighthouse does)
 */
export function summarizeTrace(
  trace,
  { scriptUrls = [], longestTasks = 10 } = {},
) {
  const { mainThreadEvents, frames, timestamps } =
    TraceProcessor.processTrace(trace)
  const tasks = MainThreadTasks.getMainThreadTasks(
    mainThreadEvents,
    frames,
    timestamps.traceEnd,
    timestamps.timeOrigin,
  ).filter((task) => task.endTime > 0)
  const jsUrls = new Set(scriptUrls)

  const byCategory = Object.fromEntries(CATEGORIES.map((c) => [c, 0]))
  /** @type {Map<string, number>} */
  const other = new Map()
  /** @type {Map<string, {evaluation: number, compile: number}>} */
  const byScript = new Map()
  for (const task of tasks) {
    const category = categoryOf(task)
    byCategory[category] += task.selfTime
    if (category === 'other')
      other.set(
        task.event.name,
        (other.get(task.event.name) ?? 0) + task.selfTime,
      )
    if (!SCRIPT_CATEGORIES.has(category)) continue
    const url = getAttributableURLForTask(task, jsUrls)
    const script = byScript.get(url) ?? { evaluation: 0, compile: 0 }
    script[category === 'script evaluation' ? 'evaluation' : 'compile'] +=
      task.selfTime
    byScript.set(url, script)
  }

  const topLevel = tasks.filter((task) => !task.parent)
  return {
    totalMs: topLevel.reduce((sum, task) => sum + task.duration, 0),
    byCategory,
    // "other" is whatever Lighthouse does not group (the task wrappers' own
    // time, HTML parsing's preparation, commits): named, to tell what it is.
    otherByEvent: [...other]
      .map(([name, ms]) => ({ name, ms }))
      .sort((a, b) => b.ms - a.ms),
    byScript: [...byScript]
      .map(([url, times]) => ({ url, ...times }))
      .sort((a, b) => b.evaluation + b.compile - (a.evaluation + a.compile)),
    longestTasks: [...topLevel]
      .sort((a, b) => b.duration - a.duration)
      .slice(0, longestTasks)
      .map((task) => ({
        startMs: task.startTime,
        durationMs: task.duration,
        url: getAttributableURLForTask(task, jsUrls),
        events: mainEvents(task),
      })),
  }
}
