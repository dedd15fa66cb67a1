/**
 * What a block's hovers depend on, hashed into its cache key. Reads package
 * versions from package.json files: never loads TypeScript, so that a build
 * whose samples all hit the cache does no TypeScript work.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { REPO_ROOT } from './repoRoot'
import { SAMPLE_COMPILER_OPTIONS } from './sampleCompilerOptions'
import type { SampleFile } from './codeSample'
import type { HoverBlock, HoverFile } from './hoverTypes'

/**
 * Bump when the cached data changes shape or meaning (what counts as a name,
 * how a text is made): every entry is then computed anew.
 */
export const FORMAT_VERSION = 3

/**
 * Packages every block depends on: the compiler that gives the texts, and
 * the two that make the JavaScript tab whose names the hovers are mapped to.
 */
const TOOLCHAIN = ['typescript', 'ts-blank-space', 'prettier']

const versions = new Map<string, string>()

interface PackageJson {
  version?: string
  dependencies?: Record<string, string>
}

function readPackage(name: string): PackageJson | undefined {
  try {
    return JSON.parse(
      readFileSync(
        path.join(REPO_ROOT, 'node_modules', name, 'package.json'),
        'utf8',
      ),
    ) as PackageJson
  } catch {
    return undefined
  }
}

/**
 * The installed version of a package, its type package's, and those of its
 * own dependencies (their declarations shape its types: immer and reselect
 * for @reduxjs/toolkit): "name@version …".
 */
function versionOf(name: string): string {
  let found = versions.get(name)
  if (found === undefined) {
    const own = readPackage(name)
    const related = [
      `@types/${name.replace(/^@([^/]+)\//, '$1__')}`,
      ...Object.keys(own?.dependencies ?? {}),
    ]
    found = [name, ...related]
      .map((dependency) => {
        const version =
          dependency === name ? own?.version : readPackage(dependency)?.version
        return version && `${dependency}@${version}`
      })
      .filter(Boolean)
      .join(' ')
    versions.set(name, found)
  }
  return found
}

const SPECIFIER =
  /\b(?:from|import|require)\s*\(?\s*['"]([^'"./][^'"]*)['"]|\bimport\s*['"]([^'"./][^'"]*)['"]/g

/** The packages a file imports: `@scope/name` or `name`. */
export function importedPackages(code: string): string[] {
  const names = new Set<string>()
  for (const match of code.matchAll(SPECIFIER)) {
    const specifier = (match[1] ?? match[2])!
    const parts = specifier.split('/')
    names.add(
      specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!,
    )
  }
  return [...names].sort()
}

/** The cache key of a block: a hash of everything its hovers depend on. */
export function blockKey(files: Omit<HoverFile, 'js'>[]): string {
  const packages = [
    ...TOOLCHAIN,
    ...new Set(files.flatMap((file) => importedPackages(file.code))),
  ]
  return createHash('sha256')
    .update(
      JSON.stringify([
        FORMAT_VERSION,
        SAMPLE_COMPILER_OPTIONS,
        packages.map(versionOf),
        files.map(({ name, code, lang, hidden }) => [name, code, lang, hidden]),
      ]),
    )
    .digest('hex')
    .slice(0, 32)
}

/**
 * Where a block's file lives in the program: a folder named by the block's
 * key, so that identical blocks share one and a text that names a file
 * reads the same whatever else is in the program.
 */
export const virtualPath = (key: string, name: string) => `s${key}/${name}`

/** A TypeScript code block's files, keyed: what is computed and cached. */
export function hoverBlock(
  samples: SampleFile[],
  lang: 'ts' | 'tsx',
): HoverBlock {
  const files = samples.map(({ name, code, hidden }) => ({
    name,
    code,
    hidden,
    lang,
  }))
  return { key: blockKey(files), files }
}
