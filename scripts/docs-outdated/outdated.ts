import semver from 'semver'

/** A published version and when: what `npm view <name> time --json` lists. */
export interface Release {
  version: string
  /** ISO date and time of publication. */
  published: string
}

export interface Comparison {
  /** How the list names the package: `typescript (the native compiler)`. */
  label: string
  pinned: string
  /** The newest stable release, when it is newer than the pinned one. */
  newest?: Release
  /** The newest stable release of the pinned major, when newer than the pin and not `newest`. */
  newestInMajor?: Release
}

/**
 * Stable releases only: a registry's `time` also holds `created` and
 * `modified`, and prereleases (`7.1.0-dev.20260930.4`, `3.0.0-rc.1`).
 */
function stableReleases(time: Record<string, string>): Release[] {
  return Object.entries(time)
    .filter(([version]) => semver.valid(version) && !semver.prerelease(version))
    .map(([version, published]) => ({ version, published }))
    .sort((a, b) => semver.rcompare(a.version, b.version))
}

/** Compares a pinned version with the releases the registry lists for its package. */
export function compare(
  label: string,
  pinned: string,
  time: Record<string, string>,
): Comparison {
  const newer = stableReleases(time).filter((release) =>
    semver.gt(release.version, pinned),
  )
  const newest = newer[0]
  const newestInMajor = newer.find(
    (release) => semver.major(release.version) === semver.major(pinned),
  )
  return {
    label,
    pinned,
    newest,
    newestInMajor: newestInMajor === newest ? undefined : newestInMajor,
  }
}

const day = (iso: string) => iso.slice(0, 10)

/**
 * The report: a line per package with a newer stable release (package,
 * pinned, newest, its publication date, and the newest of the pinned major
 * when that is another), a line per package the registry did not answer for,
 * then the summary.
 */
export function report(
  comparisons: Comparison[],
  failures: { label: string; reason: string }[] = [],
): string {
  const outdated = comparisons.filter((c) => c.newest)
  const rows = [
    ['package', 'pinned', 'newest', 'published'],
    ...outdated.map((c) => [
      c.label,
      c.pinned,
      c.newest!.version,
      day(c.newest!.published) +
        (c.newestInMajor
          ? `  (newest ${semver.major(c.pinned)}.x: ${c.newestInMajor.version}, ${day(c.newestInMajor.published)})`
          : ''),
    ]),
  ]
  const widths = rows[0]!.map((_, column) =>
    Math.max(...rows.map((row) => row[column]!.length)),
  )
  const lines = outdated.length
    ? rows.map((row) =>
        row
          .map((cell, column) =>
            column === row.length - 1 ? cell : cell.padEnd(widths[column]!),
          )
          .join('  '),
      )
    : []
  for (const { label, reason } of failures)
    lines.push(`${label}: the registry did not answer (${reason})`)
  const total = comparisons.length + failures.length
  const inMajor = outdated.filter(
    (c) =>
      semver.major(c.newest!.version) === semver.major(c.pinned) ||
      c.newestInMajor,
  ).length
  lines.push(
    `${outdated.length} of ${total} documented packages have a newer stable release` +
      (outdated.length ? ` (${inMajor} within the pinned major)` : '') +
      (failures.length ? `; ${failures.length} could not be checked` : '') +
      '.',
  )
  return lines.join('\n')
}
