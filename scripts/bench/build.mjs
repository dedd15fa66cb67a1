// Times production builds from a cold start (no .docusaurus, no bundler
// cache: what CI and a fresh clone pay) under GNU time, which reports the CPU
// of the build and every process it waited for, and the largest one's peak
// memory. The CPU time of one build varies by ±15% here from run to run, so
// the figures are medians of several builds.
import { spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { BUILDS } from '../builds.mjs'
import { percentile } from './stats.mjs'

const TIME = '/usr/bin/time'
const CACHES = ['.docusaurus', 'node_modules/.cache']

/** Medians of `runs` cold builds, each field on its own; `runs` lists every build's figures. */
export function measureBuilds(count = 3) {
  const runs = Array.from({ length: count }, () => measureBuild())
  const figures = Object.fromEntries(
    Object.keys(runs[0]).map((key) => [
      key,
      percentile(
        runs.map((run) => run[key]),
        50,
      ),
    ]),
  )
  return { ...figures, runs }
}

function measureBuild() {
  if (!existsSync(TIME))
    throw new Error(
      `${TIME} not found: install GNU time (Debian: apt-get install -y time).`,
    )
  for (const cache of CACHES) rmSync(cache, { recursive: true, force: true })
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
