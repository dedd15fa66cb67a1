// `npm run api-history`: the history of the @reduxjs/toolkit API from its
// published releases, into src/features/api-badges/api-history.json (read it with
// src/features/api-badges/apiHistory.ts). Run it after upgrading @reduxjs/toolkit in
// package.json; tests/unit/apiHistory.test.ts fails until you do. It takes
// a couple of minutes the first time (downloads), less after.
//
// 1. Asks the registry for the published versions and takes every stable
//    one from 1.9.0 to the installed version, patches included (releases.ts).
// 2. Downloads each with `npm pack` into node_modules/.cache/api-history/
//    (kept for the next run) and unpacks it into its own node_modules there,
//    with the dependencies its declarations import: each dependency and peer
//    dependency (react through @types/react) is this project's installed copy
//    when that satisfies the release's range (resolution walks up to the
//    project's node_modules), else the highest published version that does,
//    downloaded the same way (1.9 gets redux 4, reselect 4, immer 9…), and
//    the @types packages those depend on (@types/react 18's prop-types).
// 3. Reads each release with the TypeScript compiler API, one program per
//    release over its four entry points' declarations, resolved as a reader's
//    project resolves them (read.ts): the exports, the members of exported
//    interfaces, object type aliases and classes, and the members of exported
//    functions' object parameters, with their @deprecated tags. A generic
//    type is read as declared and with its defaults (Api's members come from
//    its default module). Members from TypeScript's own lib (RequestInit's,
//    which FetchBaseQueryArgs includes) are this project's TypeScript's, the
//    same in every release. An import the package's own declarations cannot
//    resolve fails the run (members would be missing); those of its
//    dependencies' declarations are listed.
// 4. Writes the history (history.ts): for each name, the first version of
//    its last unbroken run, the version from which it is deprecated and the
//    version that removed it, each an exact published version ("2.2.7").
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import type { ApiHistoryFile } from '../../src/features/api-badges/apiHistory'
import { ENTRY_POINTS } from '../declaration-tables/declarations'
import {
  buildHistory,
  checkProbes,
  formatHistory,
  type ReleaseSnapshot,
} from './history'
import { readRelease } from './read'
import {
  PROBES,
  READER_OBJECTS,
  readReaders,
  type Probe,
  type ReaderObject,
} from './readers'
import { readTables, tablesToRead, type TableToRead } from './tables'
import { tiedTablesIn } from '../../src/features/declaration-tables/tables'
import { markdownFiles } from '../../src/markdown/readMdx'
import {
  downloadTarballs,
  prepareRelease,
  publishedVersions,
  stableReleases,
  tarballName,
} from './releases'

const PACKAGE = '@reduxjs/toolkit'
const FIRST = '1.9.0'
const PROJECT = path.resolve(__dirname, '../..')
const OUTPUT = path.join(PROJECT, 'src/features/api-badges/api-history.json')
const CACHE = path.join(PROJECT, 'node_modules/.cache/api-history')

const seconds = (since: number) =>
  `${((performance.now() - since) / 1000).toFixed(1)} s`

/**
 * The history of a package's releases, each from its tarball: unpacked with
 * its dependencies under `cacheDir/releases/<version>` and read (steps 2 to
 * 4 above). `cacheDir` lies inside `projectRoot`, whose installed packages
 * stand in for dependencies by module resolution walking up to them. Throws
 * if the package's own declarations import what does not resolve.
 */
export function historyFromTarballs(options: {
  packageName: string
  entryPoints: readonly string[]
  releases: readonly { version: string; tarball: string }[]
  cacheDir: string
  projectRoot: string
  published?: (name: string) => readonly string[]
  /** Declarations the pages' tables document, read in each release too. */
  tables?: readonly TableToRead[]
  /** Objects readers reach members through, compiled in each release. */
  objects?: readonly ReaderObject[]
  /** Reader code whose first compiling release must be the history's date. */
  probes?: readonly Probe[]
  log?: (line: string) => void
}): { file: ApiHistoryFile; notes: string[] } {
  const log = options.log ?? (() => {})
  if (
    !path.resolve(options.cacheDir).startsWith(options.projectRoot + path.sep)
  )
    throw new Error(`${options.cacheDir} is not inside ${options.projectRoot}`)
  const snapshots: ReleaseSnapshot[] = []
  const broken: string[] = []
  const elsewhere = new Set<string>()
  for (const { version, tarball } of options.releases) {
    const start = performance.now()
    const root = path.join(options.cacheDir, 'releases', version)
    const fetched = prepareRelease({
      root,
      projectRoot: options.projectRoot,
      packageName: options.packageName,
      tarball,
      tarballDir: path.join(options.cacheDir, 'tarballs'),
      published: options.published,
    })
    const snapshot = readRelease(root, options.packageName, options.entryPoints)
    const short = (line: string) => line.split(`${root}${path.sep}`).join('')
    broken.push(
      ...snapshot.unresolved.inPackage.map(
        (line) => `${version}: ${short(line)}`,
      ),
    )
    for (const line of snapshot.unresolved.inDependencies)
      elsewhere.add(short(line).replace(/^node_modules\//, ''))
    const tables = readTables(root, options.tables ?? [], options.entryPoints)
    const readers = readReaders(
      root,
      options.objects ?? [],
      options.probes ?? [],
    )
    const counts = Object.entries(snapshot.entryPoints).map(
      ([entry, read]) =>
        `${entry.slice(options.packageName.length) || '.'} ${Object.keys(read.exports).length}`,
    )
    log(
      `${version}: exports ${counts.join(', ')}; documented declarations ` +
        `${Object.keys(tables).length}; reader objects ` +
        `${Object.keys(readers.objects).length}; probes compiling ` +
        `${readers.probes.filter(Boolean).length}; dependencies fetched: ` +
        `${fetched.map((p) => `${p.name}@${p.version}`).join(', ') || 'none'} (${seconds(start)})`,
    )
    snapshots.push({ version, snapshot, tables, readers })
  }
  if (elsewhere.size)
    log(
      `Imports the dependencies' declarations cannot resolve (typed \`any\` there; a member of ${options.packageName} whose type goes through them is still listed):\n  ${[...elsewhere].sort().join('\n  ')}`,
    )
  if (broken.length)
    throw new Error(
      `${options.packageName}'s own declarations import what does not resolve, so members could be missing:\n  ${broken.join('\n  ')}`,
    )
  const built = buildHistory(options.packageName, snapshots, options.objects)
  checkProbes(built.file, options.probes ?? [], snapshots)
  return built
}

/** `npm run api-history`: every step, into src/features/api-badges/api-history.json. */
export function main() {
  const started = performance.now()
  const installed: string = JSON.parse(
    readFileSync(
      path.join(PROJECT, 'node_modules', PACKAGE, 'package.json'),
      'utf8',
    ),
  ).version
  const releases = stableReleases(publishedVersions(PACKAGE), FIRST, installed)
  console.log(
    `${PACKAGE} ${FIRST} to ${installed}: ${releases.length} releases, ${releases.join(', ')}`,
  )
  const tarballDir = path.join(CACHE, 'tarballs')
  downloadTarballs(
    releases.map((version) => ({ name: PACKAGE, version })),
    tarballDir,
  )
  console.log(
    `tarballs in ${path.relative(PROJECT, tarballDir)} (${seconds(started)})`,
  )
  const { file, notes } = historyFromTarballs({
    packageName: PACKAGE,
    entryPoints: ENTRY_POINTS,
    releases: releases.map((version) => ({
      version,
      tarball: path.join(tarballDir, tarballName({ name: PACKAGE, version })),
    })),
    cacheDir: CACHE,
    projectRoot: PROJECT,
    tables: tablesToRead(
      tiedTablesIn(markdownFiles(path.join(PROJECT, 'docs'))).tables,
    ),
    objects: READER_OBJECTS,
    probes: PROBES,
    log: console.log,
  })
  for (const note of notes) console.log(`note: ${note}`)
  const text = formatHistory(file)
  writeFileSync(OUTPUT, text)
  console.log(
    `wrote ${path.relative(PROJECT, OUTPUT)} (${(text.length / 1024).toFixed(0)} KiB) in ${seconds(started)}`,
  )
}
