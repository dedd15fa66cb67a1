// npm run bench:ab -- <base-build-dir-or-git-ref> [<new-build-dir-or-git-ref>] [--runs 3] [--page /path]...
// Two builds compared in one sitting: both served at once (nginx and
// deploy/nginx.conf, as npm run bench serves one), then Lighthouse on the
// low-end pages at the low-end (16x CPU) and the default mobile profile,
// alternating A and B run by run (A1 B1 A2 B2 ...), so that whatever else the
// machine is doing weighs on both alike. Prints one table and saves
// reports/bench/ab-<date>.json. New defaults to the work tree's build/.
import { execFileSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { BUILDS } from '../builds.mjs'
import { summarize, tableRows } from './abSummary.mjs'
import {
  PAGES,
  PROFILES,
  audit,
  firstLoad,
  launchChromium,
  runFigures,
} from './lighthouse.mjs'
import { serveBuild } from './serve.mjs'
import { tableLayout } from './table.mjs'

const OUT = 'reports/bench'
/** The profiles compared, low-end first: the one issue 36 is about. */
const AB_PROFILES = /** @type {const} */ (['lowEnd', 'mobile'])
const log = (line) => console.error(`· ${line}`)
const load = () => loadavg().map((n) => +n.toFixed(2))

/**
 * A production build of a git ref, made in a temporary worktree with a copy
 * of this tree's node_modules (never in this tree). Refused when the ref's
 * package-lock.json differs from this tree's: the copy would not be its
 * dependencies; build that ref yourself and pass its build folder.
 */
function buildRef(ref) {
  const lock = (source) =>
    execFileSync('git', ['show', `${source}:package-lock.json`], {
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    })
  if (lock(ref) !== readFileSync('package-lock.json', 'utf8'))
    throw new Error(
      `${ref}'s package-lock.json differs from the work tree's, so this tree's node_modules cannot build it: ` +
        `build it in a clone of its own (npm ci && npm run build) and pass that build folder.`,
    )
  const tree = mkdtempSync(path.join(tmpdir(), 'bench-ab-'))
  execFileSync('git', ['worktree', 'add', '--detach', tree, ref], {
    stdio: 'ignore',
  })
  const remove = () =>
    execFileSync('git', ['worktree', 'remove', '--force', tree], {
      stdio: 'ignore',
    })
  try {
    log(`building ${ref} in ${tree} (copying node_modules first)`)
    execFileSync('cp', [
      '-a',
      '--reflink=auto',
      'node_modules',
      path.join(tree, 'node_modules'),
    ])
    mkdirSync(OUT, { recursive: true })
    const logFile = path.join(OUT, `ab-build-${ref.replace(/\W+/g, '_')}.log`)
    const output = openSync(logFile, 'w')
    try {
      execFileSync('npm', ['run', 'build'], {
        cwd: tree,
        stdio: ['ignore', output, output],
      })
    } catch {
      throw new Error(`npm run build of ${ref} failed: see ${logFile}`)
    }
  } catch (error) {
    remove()
    throw error
  }
  return { dir: path.join(tree, BUILDS.site), label: ref, remove }
}

/** A build folder as given, or a git ref built now. */
function resolveSide(given) {
  if (existsSync(given) && statSync(given).isDirectory()) {
    if (!existsSync(path.join(given, 'index.html')))
      throw new Error(`${given} has no index.html: not a production build`)
    return { dir: path.resolve(given), label: given, remove: () => {} }
  }
  try {
    execFileSync('git', ['rev-parse', '--verify', `${given}^{commit}`], {
      stdio: 'ignore',
    })
  } catch {
    throw new Error(`${given} is neither a build folder nor a git ref`)
  }
  return buildRef(given)
}

/**
 * Lighthouse on each page and profile, A and B in turn run by run.
 * @param {{a: {origin: string, dir: string}, b: {origin: string, dir: string}}} sides
 * @param {{runs: number, pages: typeof PAGES}} options
 */
async function measure(sides, { runs, pages }) {
  const chrome = await launchChromium()
  const measured = []
  /** @type {Record<string, {a: number | undefined, b: number | undefined}>} */
  const firstLoadJsGzip = {}
  try {
    for (const page of pages) {
      for (const key of AB_PROFILES) {
        const profile = PROFILES[key]
        /** @type {{a: any[], b: any[]}} */
        const lhrs = { a: [], b: [] }
        /** @type {{a: (ReturnType<typeof runFigures> | null)[], b: (ReturnType<typeof runFigures> | null)[]}} */
        const figures = { a: [], b: [] }
        for (let run = 1; run <= runs; run++) {
          for (const side of /** @type {const} */ (['a', 'b'])) {
            const name = `${profile.label} ${page.path} ${side.toUpperCase()}${run}`
            try {
              const lhr = await audit(
                `${sides[side].origin}${page.path}`,
                chrome.port,
                profile,
                log,
              )
              lhrs[side].push(lhr)
              figures[side].push(runFigures(lhr))
              log(`${name}: TBT ${Math.round(runFigures(lhr).tbtMs)} ms`)
            } catch (error) {
              // Lighthouse gave up on this run (a machine so busy that Chrome
              // stops answering): the sitting goes on, and the table shows
              // the run as failed.
              log(`${name} failed, left out: ${error}`)
              figures[side].push(null)
            }
          }
        }
        measured.push({ path: page.path, profile: profile.label, ...figures })
        // What a first visit loads does not depend on the CPU: read it from
        // the default profile's median run, as npm run bench does.
        if (key === 'mobile') {
          const js = (side) =>
            lhrs[side].length === 0
              ? undefined
              : firstLoad(
                  /** @type {(runs: unknown[]) => any} */ (computeMedianRun)(
                    lhrs[side],
                  ),
                  sides[side].origin,
                  sides[side].dir,
                ).js.gzip
          firstLoadJsGzip[page.path] = { a: js('a'), b: js('b') }
        }
      }
    }
  } finally {
    await chrome.kill()
  }
  return { measured, firstLoadJsGzip }
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    page: { type: 'string', multiple: true },
  },
})
if (positionals.length < 1 || positionals.length > 2) {
  console.error(
    'Usage: npm run bench:ab -- <base-build-dir-or-git-ref> [<new-build-dir-or-git-ref>] [--runs 3] [--page /path]...',
  )
  process.exit(2)
}
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number ≥ 1, not ${values.runs}`)
const lowEndPages = PAGES.filter((page) => page.lowEnd)
const pages = values.page
  ? values.page.map((wanted) => {
      const page = lowEndPages.find(({ path }) => path === wanted)
      if (!page)
        throw new Error(
          `--page ${wanted}: not one of ${lowEndPages.map(({ path }) => path).join(', ')}`,
        )
      return page
    })
  : lowEndPages

const a = resolveSide(positionals[0])
let b
const servers = []
try {
  b = resolveSide(positionals[1] ?? BUILDS.site)
  servers.push(await serveBuild(a.dir))
  servers.push(await serveBuild(b.dir))
  log(
    `A: ${a.label} at ${servers[0].origin}; B: ${b.label} at ${servers[1].origin}`,
  )
  const loadBefore = load()
  const { measured, firstLoadJsGzip } = await measure(
    {
      a: { origin: servers[0].origin, dir: a.dir },
      b: { origin: servers[1].origin, dir: b.dir },
    },
    { runs, pages },
  )
  const loadAfter = load()
  const rows = summarize(measured)
  const results = {
    date: new Date().toISOString(),
    a: a.label,
    b: b.label,
    runs,
    server: servers[0].server,
    loadAverage: { before: loadBefore, after: loadAfter },
    rows,
    firstLoadJsGzip,
    measured,
  }
  mkdirSync(OUT, { recursive: true })
  const file = `${OUT}/ab-${results.date.replace(/[:.]/g, '-')}.json`
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`)
  const table = tableRows(rows, firstLoadJsGzip)
  const { line } = tableLayout(table)
  console.log(
    `\nA/B ${results.date}: A = ${a.label}, B = ${b.label}; Lighthouse, medians of ${runs} run(s) a side, A and B alternating; served by ${results.server}` +
      `\nload average (1, 5, 15 min) ${loadBefore.join(' ')} at the start, ${loadAfter.join(' ')} at the end\n`,
  )
  for (const row of table) console.log(line(row))
  console.log(`\nSaved: ${file}`)
} finally {
  for (const server of servers) server.stop()
  a.remove()
  b?.remove()
}
