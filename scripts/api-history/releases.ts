import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import semver from 'semver'

/**
 * Every stable version published from `from` to `to`, patches included
 * (prereleases left out), oldest first: a name is dated by the first
 * published version that has it, so no patch may be skipped.
 */
export function stableReleases(
  published: readonly string[],
  from: string,
  to: string,
): string[] {
  return published
    .filter(
      (version) =>
        !semver.prerelease(version) &&
        semver.gte(version, from) &&
        semver.lte(version, to),
    )
    .sort(semver.compare)
}

/** The package manager's answer to `npm <args>`, read as JSON. */
function npmJson(args: string[]): unknown {
  const output = execFileSync('npm', [...args, '--json'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  })
  return JSON.parse(output)
}

const publishedCache = new Map<string, string[]>()
/** Every version of `name` the registry has (`npm view <name> versions`). */
export function publishedVersions(name: string): string[] {
  if (!publishedCache.has(name)) {
    const versions = npmJson(['view', name, 'versions'])
    publishedCache.set(
      name,
      Array.isArray(versions) ? versions : [versions as string],
    )
  }
  return publishedCache.get(name)!
}

/** A package at one version. */
export interface PackageVersion {
  name: string
  version: string
}

/** The file name `npm pack` gives a package's tarball. */
export const tarballName = ({ name, version }: PackageVersion) =>
  `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`

/**
 * The tarball of each package, from `dir` when an earlier run left it there,
 * else downloaded by `npm pack` (all missing ones in one call).
 */
export function downloadTarballs(
  packages: readonly PackageVersion[],
  dir: string,
): string[] {
  mkdirSync(dir, { recursive: true })
  const files = packages.map((p) => path.join(dir, tarballName(p)))
  const missing = packages.filter((_, index) => !existsSync(files[index]!))
  if (missing.length) {
    npmJson([
      'pack',
      ...missing.map(({ name, version }) => `${name}@${version}`),
      '--pack-destination',
      dir,
    ])
  }
  for (const file of files)
    if (!existsSync(file)) throw new Error(`npm pack did not write ${file}`)
  return files
}

const MARKER = '.api-history-tarball'

/**
 * Unpacks a tarball's one top folder (`package/`, or `react/` for
 * `@types/react`) into `dir`, unless the same tarball (by its hash) already
 * is.
 */
export function extractTarball(tarball: string, dir: string) {
  const marker = path.join(dir, MARKER)
  const hash = createHash('sha256').update(readFileSync(tarball)).digest('hex')
  if (existsSync(marker) && readFileSync(marker, 'utf8') === hash) return
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  execFileSync('tar', ['-xzf', tarball, '-C', dir, '--strip-components=1'])
  writeFileSync(marker, hash)
}

interface Manifest {
  version?: string
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}

const readManifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))

/**
 * Of the packages wanted (name → the ranges asked for), those `projectRoot`
 * cannot stand in for, each at the highest published version that satisfies
 * every range. The project's installed copy stands in when it satisfies them
 * all: module resolution walks up to its node_modules.
 */
export function versionsToFetch(
  wanted: ReadonlyMap<string, readonly string[]>,
  projectRoot: string,
  published: (name: string) => readonly string[] = publishedVersions,
): PackageVersion[] {
  const fetch: PackageVersion[] = []
  for (const name of [...wanted.keys()].sort()) {
    const ranges = wanted.get(name)!
    const satisfies = (version: string) =>
      ranges.every((range) => semver.satisfies(version, range))
    const local = path.join(projectRoot, 'node_modules', name)
    if (existsSync(local) && satisfies(readManifest(local).version!)) continue
    const version = semver.maxSatisfying(published(name).filter(satisfies), '*')
    if (!version)
      throw new Error(`no published ${name} satisfies ${ranges.join(' and ')}`)
    fetch.push({ name, version })
  }
  return fetch
}

/**
 * What a package's declarations may import, by the package to read it from:
 * each dependency and peer dependency, through its `@types/` package when
 * the project has that installed (react → @types/react), with every range
 * the manifest gives for it.
 */
export function wantedBy(
  manifest: Manifest,
  projectRoot: string,
): Map<string, string[]> {
  const wanted = new Map<string, string[]>()
  for (const [name, range] of [
    ...Object.entries(manifest.peerDependencies ?? {}),
    ...Object.entries(manifest.dependencies ?? {}),
  ]) {
    const types = `@types/${name}`
    const from =
      !name.startsWith('@') &&
      existsSync(path.join(projectRoot, 'node_modules', types))
        ? types
        : name
    wanted.set(from, [...(wanted.get(from) ?? []), range])
  }
  return wanted
}

/** The package folders under a node_modules folder (`a`, `@scope/b`). */
function packagesIn(nodeModules: string): string[] {
  if (!existsSync(nodeModules)) return []
  return readdirSync(nodeModules).flatMap((name) =>
    name.startsWith('@')
      ? readdirSync(path.join(nodeModules, name)).map((n) => `${name}/${n}`)
      : [name],
  )
}

/**
 * Lays out `root/node_modules` for reading one release: the package from its
 * tarball, the dependencies the project cannot stand in for (see
 * `wantedBy`, `versionsToFetch`) and, in turn, the `@types/` packages those
 * depend on (@types/react 18's @types/prop-types); nothing else. Returns what
 * was fetched.
 */
export function prepareRelease(options: {
  root: string
  projectRoot: string
  packageName: string
  tarball: string
  tarballDir: string
  published?: (name: string) => readonly string[]
}): PackageVersion[] {
  const nodeModules = path.join(options.root, 'node_modules')
  const packageDir = path.join(nodeModules, options.packageName)
  extractTarball(options.tarball, packageDir)
  let wanted = wantedBy(readManifest(packageDir), options.projectRoot)
  const decided = new Set([options.packageName, ...wanted.keys()])
  const fetched: PackageVersion[] = []
  while (wanted.size) {
    const fetch = versionsToFetch(
      wanted,
      options.projectRoot,
      options.published,
    )
    downloadTarballs(fetch, options.tarballDir).forEach((tarball, index) =>
      extractTarball(tarball, path.join(nodeModules, fetch[index]!.name)),
    )
    fetched.push(...fetch)
    wanted = new Map()
    for (const { name } of fetch) {
      const manifest = readManifest(path.join(nodeModules, name))
      for (const [types, range] of Object.entries(manifest.dependencies ?? {}))
        if (types.startsWith('@types/') && !decided.has(types))
          wanted.set(types, [...(wanted.get(types) ?? []), range])
    }
    for (const name of wanted.keys()) decided.add(name)
  }
  const keep = new Set([options.packageName, ...fetched.map((p) => p.name)])
  for (const stale of packagesIn(nodeModules).filter((n) => !keep.has(n)))
    rmSync(path.join(nodeModules, stale), { recursive: true, force: true })
  return fetched
}
