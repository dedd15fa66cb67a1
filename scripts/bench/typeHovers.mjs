// What the type hovers cost the production build (manuals/type-hovers.md),
// against a build without them (TYPE_HOVERS=off), in rounds that interleave
// the four builds so that the machine's drift falls on all of them:
// - warm: the cache as the code-sample check leaves it (CI, a writer);
// - one page edited: a sample of one page changed since the cache was filled;
// - fresh clone: no cache at all (reported, not gated).
// Medians of the rounds, and each case's ratio to the build without hovers.
import { readFileSync, writeFileSync } from 'node:fs'
import { measureBuild, medians } from './build.mjs'

/** The page whose first sample the "one page edited" build changes. */
const EDITED_PAGE = 'docs/api/createSlice.mdx'

/** Runs `build` with a new line in the page's first TypeScript sample. */
function withEditedSample(round, build) {
  const original = readFileSync(EDITED_PAGE, 'utf8')
  const edited = original.replace(
    /^```ts[^\n]*\n/m,
    (fence) => `${fence}// edited for the benchmark, ${Date.now()} ${round}\n`,
  )
  if (edited === original)
    throw new Error(`${EDITED_PAGE} has no TypeScript sample to edit`)
  writeFileSync(EDITED_PAGE, edited)
  try {
    return build()
  } finally {
    writeFileSync(EDITED_PAGE, original)
  }
}

/** @param {{ rounds?: number, log?: (line: string) => void }} [options] */
export function benchTypeHovers({ rounds = 3, log = () => {} } = {}) {
  /** @type {Record<'off' | 'warm' | 'edited' | 'fresh', ReturnType<typeof measureBuild>[]>} */
  const cases = { off: [], warm: [], edited: [], fresh: [] }
  for (let round = 1; round <= rounds; round++) {
    log(
      `type hovers, round ${round} of ${rounds}: without, warm, one page edited, fresh clone`,
    )
    cases.off.push(measureBuild({ env: { TYPE_HOVERS: 'off' } }))
    cases.warm.push(measureBuild())
    cases.edited.push(withEditedSample(round, () => measureBuild()))
    cases.fresh.push(measureBuild({ keepTypeHovers: false }))
  }
  /** @type {Record<string, import('./build.mjs').BuildFigures & { cpuRatio?: number }>} */
  const figures = Object.fromEntries(
    Object.entries(cases).map(([name, runs]) => [name, medians(runs)]),
  )
  for (const name of ['warm', 'edited', 'fresh'])
    figures[name].cpuRatio = figures[name].cpuS / figures.off.cpuS
  return figures
}
