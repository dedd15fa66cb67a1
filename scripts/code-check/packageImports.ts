import { readFileSync } from 'node:fs'
import { isBuiltin } from 'node:module'
import path from 'node:path'
import ts from 'typescript'

/**
 * Samples compile against the packages as published, never against a
 * stand-in the page wrote for them: a stand-in compiles whatever the page
 * believes the package declares (a `revalidateTag(tag)` that Next.js 16 no
 * longer accepts, a `GraphQLError.path` that graphql 16 made readonly). This
 * finds, in one file of a TypeScript sample:
 * - an import of a package the site does not install (the compiler would say
 *   TS2307, unless a stand-in declares the module: both are caught here);
 * - a hidden file that declares a package's module (`declare module 'pkg'`);
 * - a relative import that stands in for a package: named like an installed
 *   package (`./graphql-request`), or followed by a comment naming the
 *   package it replaces (`from '../lib/next-stubs' // 'next/cache'`).
 */

const ROOT = path.resolve(__dirname, '../..')

export interface ImportProblem {
  /** 0-based line within the sample file. */
  line: number
  message: string
}

const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>

const dependencyNames = (manifest: Record<string, unknown>): string[] =>
  Object.keys({
    ...(manifest.dependencies as object | undefined),
    ...(manifest.devDependencies as object | undefined),
  })

/** The package.json of a package installed under root's node_modules. */
export function installedManifest(
  name: string,
  root = ROOT,
): Record<string, unknown> | undefined {
  try {
    return readJson(path.join(root, 'node_modules', name, 'package.json'))
  } catch {
    return undefined
  }
}

/**
 * The packages a sample may import: those the site's package.json depends
 * on, and their own dependencies (a reader who installs `@reduxjs/toolkit`
 * gets `redux`, `immer` and `reselect` with it), each present in node_modules.
 */
export function installedPackages(root = ROOT): Set<string> {
  const declared = dependencyNames(readJson(path.join(root, 'package.json')))
  const withTheirs = declared.flatMap((name) => {
    const manifest = installedManifest(name, root)
    return manifest ? [name, ...Object.keys(manifest.dependencies ?? {})] : []
  })
  return new Set(
    withTheirs.filter((name) => installedManifest(name, root) !== undefined),
  )
}

const isRelative = (specifier: string) =>
  specifier.startsWith('.') || specifier.startsWith('/')

/** `@scope/name/sub` → `@scope/name`, `next/cache` → `next`. */
export const packageName = (specifier: string): string => {
  const parts = specifier.split('/')
  return (
    specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)
  ).join('/')
}

interface ModuleReference {
  specifier: string
  node: ts.Node
  /** `declare module 'x'` rather than an import of x. */
  declares: boolean
}

/** The string that names a module in an import, export, import() or declare module. */
function moduleNameOf(node: ts.Node): ts.Expression | undefined {
  if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node))
    return node.moduleSpecifier
  if (
    ts.isImportEqualsDeclaration(node) &&
    ts.isExternalModuleReference(node.moduleReference)
  )
    return node.moduleReference.expression
  if (ts.isModuleDeclaration(node)) return node.name
  if (
    ts.isCallExpression(node) &&
    node.expression.kind === ts.SyntaxKind.ImportKeyword
  )
    return node.arguments[0]
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
    return node.argument.literal
  return undefined
}

function moduleReferences(source: ts.SourceFile): ModuleReference[] {
  const found: ModuleReference[] = []
  const visit = (node: ts.Node) => {
    const name = moduleNameOf(node)
    if (name && ts.isStringLiteral(name))
      found.push({
        specifier: name.text,
        node,
        declares: ts.isModuleDeclaration(node),
      })
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** The module a trailing `// 'pkg'` comment names, if the comment is only that. */
function commentedPackage(source: ts.SourceFile, node: ts.Node) {
  const { line } = source.getLineAndCharacterOfPosition(node.getEnd())
  const lineEnd = source.getLineEndOfPosition(source.getLineStarts()[line]!)
  const rest = source.text.slice(node.getEnd(), lineEnd)
  const match = /^\s*;?\s*\/\/\s*['"]([^'"\s]+)['"]\s*$/.exec(rest)
  return match && !isRelative(match[1]!) ? match[1]! : undefined
}

const parseSample = (sample: { name: string; code: string }) =>
  ts.createSourceFile(
    sample.name,
    sample.code,
    ts.ScriptTarget.Latest,
    true,
    sample.name.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )

/** The packages a sample file imports or declares (not node's own modules). */
export const importedPackages = (sample: {
  name: string
  code: string
}): string[] =>
  moduleReferences(parseSample(sample))
    .map(({ specifier }) => specifier)
    .filter(
      (specifier) =>
        !isRelative(specifier) &&
        !specifier.startsWith('node:') &&
        !isBuiltin(specifier),
    )
    .map(packageName)

export function packageImportProblems(
  sample: { name: string; code: string; hidden: boolean },
  installed: ReadonlySet<string>,
): ImportProblem[] {
  const source = parseSample(sample)
  return moduleReferences(source).flatMap(({ specifier, node, declares }) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line
    const problem = (message: string) => [{ line, message }]
    if (isRelative(specifier)) {
      if (declares) return []
      const stem = path.basename(specifier).replace(/\.[cm]?[jt]sx?$/, '')
      const named = commentedPackage(source, node)
      if (named)
        return problem(
          `imports '${specifier}' in place of the package '${named}': import '${named}' itself, so the sample compiles against the published package`,
        )
      if (installed.has(stem))
        return problem(
          `imports '${specifier}', a local file named like the package '${stem}': import the package itself, so the sample compiles against the published package`,
        )
      return []
    }
    if (specifier.startsWith('node:') || isBuiltin(specifier)) return []
    const name = packageName(specifier)
    if (!installed.has(name))
      return problem(
        `${declares ? 'declares' : 'imports'} '${specifier}', but the site does not install '${name}': add it with npm install -D --save-exact ${name}, so the sample compiles against the published package`,
      )
    if (declares && sample.hidden)
      return problem(
        `a hidden file declares module '${specifier}', which stands in for the installed package: import '${name}' as published (a module augmentation a reader needs belongs in a visible file)`,
      )
    return []
  })
}
