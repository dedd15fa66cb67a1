// `npm run docs:outdated`: which of the packages the docs document or compile
// their samples against (src/markdown/documentedPackages.ts) have a newer stable
// release on the registry than the version installed here, with the date it
// was published. A maintainer's tool (it needs the network), the first step
// of the upgrade routine (manuals/upgrading-toolkit.md); it always exits 0.
// The comparison (outdated.ts) is unit-tested on fixture data.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import {
  DOCUMENTED_PACKAGES,
  installedVersion,
  labelOf,
} from '../../src/markdown/documentedPackages'
import { compare, report, type Comparison } from './outdated'

const run = promisify(execFile)

/** `npm view <name> time --json`: each published version's date. */
async function publicationTimes(name: string): Promise<Record<string, string>> {
  const { stdout } = await run('npm', ['view', name, 'time', '--json'], {
    maxBuffer: 64 * 1024 * 1024,
  })
  return JSON.parse(stdout) as Record<string, string>
}

export async function main() {
  // One question per registry name: typescript and its alias typescript-7 share one.
  const times = new Map<string, Promise<Record<string, string>>>()
  const comparisons: Comparison[] = []
  const failures: { label: string; reason: string }[] = []
  for (const pkg of DOCUMENTED_PACKAGES) {
    if (!times.has(pkg.name)) times.set(pkg.name, publicationTimes(pkg.name))
  }
  for (const pkg of DOCUMENTED_PACKAGES) {
    // Outside the try: a documented package that is not installed is this
    // project's mistake, not the registry's.
    const pinned = installedVersion(pkg)
    try {
      comparisons.push(
        compare(labelOf(pkg), pinned, await times.get(pkg.name)!),
      )
    } catch (error) {
      const reason = (error as Error).message.split('\n')[0]!
      failures.push({ label: labelOf(pkg), reason })
    }
  }
  console.log(report(comparisons, failures))
}
