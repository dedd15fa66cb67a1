// Times production builds from a cold start (no .docusaurus, no bundler
// cache: what CI pays) under GNU time, which reports the CPU of the build and
// every process it waited for, and the largest one's peak memory. The CPU
// time of one build varies by ±15% here from run to run, so the figures are
// medians of several builds. The type hovers' cache is kept unless asked:
// CI's code-sample check fills it before CI builds.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { BUILDS } from '../builds.mjs'
import { percentile } from './stats.mjs'

const TIME = '/usr/bin/time'
const CACHE = 'node_modules/.cache'
const TYPE_HOVERS_CACHE = 'type-hovers'

/** @typedef {{ wallS: number, cpuS: number, userS: number, systemS: number, peakMemoryMiB: number }} BuildFigures */

/**
 * Medians of each field over builds' figures; `runs` lists every build's.
 * @param {BuildFigures[]} runs
 * @returns {BuildFigures & { runs: BuildFigures[] }}
 */
export function medians(runs) {
  const figures = Object.fromEntries(
    Object.keys(runs[0]).map((key) => [
      key,
      percentile(
        runs.map((run) => run[key]),
        50,
      ),
    ]),
  )
  return /** @type {BuildFigures & { runs: BuildFigures[] }} */ ({
    ...figures,
    runs,
  })
}

/** Medians of `count` cold builds. */
export const measureBuilds = (count = 3) =>
  medians(Array.from({ length: count }, () => measureBuild()))

/**
 * One cold production build: `env` is added to the environment; the type
 * hovers' cache is kept unless `keepTypeHovers` is false (a fresh clone).
 * @param {{ env?: Record<string, string>, keepTypeHovers?: boolean }} [options]
 */
export function measureBuild({ env = {}, keepTypeHovers = true } = {}) {
  if (!existsSync(TIME))
    throw new Error(
      `${TIME} not found: install GNU time (Debian: apt-get install -y time).`,
    )
  rmSync('.docusaurus', { recursive: true, force: true })
  for (const entry of existsSync(CACHE) ? readdirSync(CACHE) : [])
    if (!keepTypeHovers || entry !== TYPE_HOVERS_CACHE)
      rmSync(path.join(CACHE, entry), { recursive: true, force: true })
  const { status, stderr } = spawnSync(
    TIME,
    [
      '-f',
      'BENCH %e %U %S %M',
      process.execPath,
      'node_modules/@docusaurus/core/bin/docusaurus.mjs',
      'build',
      '--out-dir',
      BUILDS.site,
    ],
    {
      encoding: 'utf8',
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  if (status !== 0)
    throw new Error(
      `the production build failed (exit ${status}); run npm run build to see why\n${stderr.slice(-2000)}`,
    )
  const figures = /^BENCH (.+)$/m.exec(stderr)
  if (!figures)
    throw new Error(`GNU time printed no figures:\n${stderr.slice(-2000)}`)
  const [wall, user, system, maxKiB] = figures[1].split(' ').map(Number)
  return {
    wallS: wall,
    cpuS: user + system,
    userS: user,
    systemS: system,
    peakMemoryMiB: maxKiB / 1024,
  }
}
