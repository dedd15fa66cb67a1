import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { INTERNALS, SWIZZLED } from '../../../src/features/internals/registry'
import { requestsOf } from './requests'
import type {
  ImportReplacement,
  Internal,
  InternalImport,
  ModuleReplacement,
  SwizzleSafety,
  SwizzledComponent,
  UpstreamFile,
} from '../../../src/features/internals/types'

export const REVIEW_HEADING =
  'review these internals after upgrading @docusaurus/*:'

const packageDir = (root: string, name: string) =>
  path.join(root, 'node_modules', name)
const located = (root: string, upstream: UpstreamFile) =>
  path.join(packageDir(root, upstream.package), upstream.file)
const named = (upstream: UpstreamFile) => `${upstream.package}/${upstream.file}`

/** Every file of an installed package, without the packages nested in it. */
function filesOf(root: string, name: string): string[] {
  const dir = packageDir(root, name)
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        !path
          .relative(dir, entry.parentPath)
          .split(path.sep)
          .includes('node_modules'),
    )
    .map((entry) => path.join(entry.parentPath, entry.name))
}

function fileProblems(root: string, upstream: UpstreamFile): string[] {
  const file = located(root, upstream)
  if (!existsSync(file)) return [`${named(upstream)} moved (not found)`]
  const sha256 = createHash('sha256').update(readFileSync(file)).digest('hex')
  return sha256 === upstream.sha256
    ? []
    : [`${named(upstream)} changed (sha256 now ${sha256})`]
}

/** The matcher is tested as the bundler tests it: on requests (no extension) and on resolved paths. */
function moduleMatcherProblems(
  root: string,
  { matcher, upstream: [target] }: ModuleReplacement,
): string[] {
  const targetPath = located(root, target!)
  if (!existsSync(targetPath)) return []
  const problems = [targetPath, targetPath.replace(/\.js$/, '')]
    .filter((form) => !matcher.test(form))
    .map((form) => `matcher ${matcher} misses ${path.relative(root, form)}`)
  for (const file of filesOf(root, target!.package)) {
    if (file !== targetPath && matcher.test(file))
      problems.push(
        `matcher ${matcher} also matches ${path.relative(root, file)}`,
      )
  }
  return problems
}

function importMatcherProblems(
  root: string,
  { importer, request, upstream }: ImportReplacement,
): string[] {
  const listed = new Set(
    upstream
      .map((file) => located(root, file))
      .filter((file) => existsSync(file)),
  )
  const problems = [...listed]
    .filter(
      (file) =>
        !importer.test(path.dirname(file)) ||
        !requestsOf(readFileSync(file, 'utf8')).some((spec) =>
          request.test(spec),
        ),
    )
    .map(
      (file) =>
        `${path.relative(root, file)} is not an import of ${request} in a directory ${importer} matches`,
    )
  for (const file of filesOf(root, upstream[0]!.package)) {
    if (
      listed.has(file) ||
      !importer.test(path.dirname(file)) ||
      !/\.[cm]?js$/.test(file)
    )
      continue
    if (
      requestsOf(readFileSync(file, 'utf8')).some((spec) => request.test(spec))
    )
      problems.push(
        `${path.relative(root, file)} also imports ${request}: list it, or narrow the importer`,
      )
  }
  return problems
}

function importProblems(
  root: string,
  { specifier, upstream: [target] }: InternalImport,
): string[] {
  // Generated files exist only during a build; the hashes of their writers stand for their layout.
  if (specifier.startsWith('@generated/')) return []
  let resolved: string
  try {
    resolved = createRequire(path.join(root, 'package.json')).resolve(specifier)
  } catch {
    return [`${specifier} no longer resolves`]
  }
  return resolved === located(root, target!)
    ? []
    : [`${specifier} now resolves to ${resolved}`]
}

function entryProblems(root: string, entry: Internal): string[] {
  const problems = entry.upstream.flatMap((upstream) =>
    fileProblems(root, upstream),
  )
  if (entry.kind === 'module-replacement')
    problems.push(...moduleMatcherProblems(root, entry))
  if (entry.kind === 'import-replacement')
    problems.push(...importMatcherProblems(root, entry))
  if (entry.kind === 'internal-import')
    problems.push(...importProblems(root, entry))
  if (entry.kind === 'generated-file-loader') {
    const { matches, neighbours } = entry.layout
    problems.push(
      ...matches
        .filter((file) => !entry.matcher.test(path.join(root, file)))
        .map((file) => `matcher ${entry.matcher} misses ${file}`),
      ...neighbours
        .filter((file) => entry.matcher.test(path.join(root, file)))
        .map((file) => `matcher ${entry.matcher} also matches ${file}`),
    )
  }
  return problems
}

const actionOf = ({ kind }: SwizzledComponent) =>
  kind === 'wrapper' ? 'wrap' : 'eject'

/** What the theme declares for a component's action; the swizzle CLI's default, `unsafe`, when it declares nothing. */
function declaredSafety(
  root: string,
  swizzled: SwizzledComponent,
): SwizzleSafety {
  const { component, upstream } = swizzled
  const config = path.join(
    packageDir(root, upstream.package),
    'lib/getSwizzleConfig.js',
  )
  if (!existsSync(config)) return 'unsafe'
  const { components } = (
    createRequire(config)(config) as {
      default: () => {
        components: Record<string, { actions: Record<string, SwizzleSafety> }>
      }
    }
  ).default()
  return components[component]?.actions[actionOf(swizzled)] ?? 'unsafe'
}

function swizzleProblems(root: string, swizzled: SwizzledComponent): string[] {
  const problems = fileProblems(root, swizzled.upstream)
  const safety = declaredSafety(root, swizzled)
  if (safety !== swizzled.safety)
    problems.push(
      `the theme declares ${actionOf(swizzled)}: ${safety}, the registry says ${swizzled.safety}`,
    )
  return problems
}

/**
 * Each registry entry that the packages installed under `root` contradict: an
 * upstream file that moved or changed, a matcher that misses its target or
 * catches another file, a swizzled component whose safety changed. One line
 * per entry, naming it.
 */
function reviewUpstream(
  root: string,
  internals = INTERNALS,
  swizzled = SWIZZLED,
): string[] {
  return [
    ...internals.map(
      (entry) => [entry.id, entryProblems(root, entry)] as const,
    ),
    ...swizzled.map(
      (entry) =>
        [`swizzled ${entry.component}`, swizzleProblems(root, entry)] as const,
    ),
  ]
    .filter(([, problems]) => problems.length > 0)
    .map(([name, problems]) => `${name}: ${problems.join('; ')}`)
}

/** Throws one message naming every entry to review. */
export function assertInternalsUnchanged(
  root: string,
  internals = INTERNALS,
  swizzled = SWIZZLED,
): void {
  const review = reviewUpstream(root, internals, swizzled)
  if (review.length > 0)
    throw new Error(
      [REVIEW_HEADING, ...review.map((line) => `  - ${line}`)].join('\n'),
    )
}
