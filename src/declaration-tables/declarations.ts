import ts from 'typescript'
import { createSampleProgram } from '../remark/sampleProgram'
import type { Declaration } from './tables'

/**
 * The TypeScript half of the tables' check: what a declaration comment names,
 * read from the installed package's `.d.ts` with the code samples' compiler
 * options (src/remark/sampleProgram.ts), in one program over the entry
 * points.
 */

/** The entry points a table may name. */
export const ENTRY_POINTS = [
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/react',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
] as const

/** A property of a declared type, or a parameter of its call signatures. */
export interface Member {
  name: string
  /** Optional (`?`) property; parameter that some call may leave out. */
  optional: boolean
  /** Carries a `@deprecated` JSDoc tag. */
  deprecated: boolean
  /**
   * The properties of its type: of a union, those of every object type in
   * it (optional unless all have it); of a type parameter, its constraint's.
   * Empty for a primitive (`string & {}` included) or a plain function.
   */
  members(): Member[]
}

export interface DeclarationSources {
  /** The entry points tables may name; default {@link ENTRY_POINTS}. */
  entryPoints?: readonly string[]
  /**
   * Extra in-memory files, relative to the samples' virtual folder: a fixture
   * package as `node_modules/<name>/index.d.ts`.
   */
  files?: Record<string, string>
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/
/**
 * The object types a type stands for: each object type of a union, a type
 * parameter's constraint; not primitives, nor intersections with one
 * (`string & {}`), whose apparent members are the methods of `String`.
 */
function objectParts(
  type: ts.Type,
  checker: ts.TypeChecker,
  seen = new Set<ts.Type>(),
): ts.Type[] {
  if (seen.has(type)) return []
  seen.add(type)
  const parts = (of: readonly ts.Type[]) =>
    of.map((part) => objectParts(part, checker, seen))
  if (type.isUnion()) return parts(type.types).flat()
  if (type.isIntersection())
    return parts(type.types).every((found) => found.length) ? [type] : []
  if (type.flags & ts.TypeFlags.Instantiable) {
    const constraint = checker.getBaseConstraintOfType(type)
    return constraint ? objectParts(constraint, checker, seen) : []
  }
  return type.flags & ts.TypeFlags.Object ? [type] : []
}

const isDeprecated = (symbol: ts.Symbol, checker: ts.TypeChecker) =>
  symbol.getJsDocTags(checker).some((tag) => tag.name === 'deprecated')

interface Item {
  name: string
  optional: boolean
  deprecated: boolean
  type: ts.Type
}

/**
 * Members merged by name from several groups (the object types of a union,
 * the overloads of a function): optional when optional in one group or
 * missing from one; deprecated when `deprecated` says so of those that have
 * it.
 */
function merge(
  groups: Item[][],
  deprecated: 'some' | 'every',
  checker: ts.TypeChecker,
): Member[] {
  const byName = new Map<string, Item[]>()
  for (const item of groups.flat()) {
    byName.set(item.name, [...(byName.get(item.name) ?? []), item])
  }
  return [...byName].map(([name, items]) => {
    let members: Member[] | undefined
    return {
      name,
      optional:
        items.length < groups.length || items.some((item) => item.optional),
      deprecated: items[deprecated]((item) => item.deprecated),
      members: () =>
        (members ??= propertiesOf(
          items.map((item) => item.type),
          checker,
        )),
    }
  })
}

/** The properties of a type, or of the union of several: see {@link Member.members}. */
export function propertiesOf(
  type: ts.Type | ts.Type[],
  checker: ts.TypeChecker,
): Member[] {
  const objects = [type].flat().flatMap((one) => objectParts(one, checker))
  return merge(
    objects.map((object) =>
      checker
        .getPropertiesOfType(checker.getApparentType(object))
        // Symbol-keyed properties (`[Symbol.iterator]`, private brands)
        // have no name a row could give.
        .filter((property) => !String(property.escapedName).startsWith('__@'))
        .map((property) => ({
          name: property.name,
          optional: (property.flags & ts.SymbolFlags.Optional) !== 0,
          deprecated: isDeprecated(property, checker),
          type: checker.getTypeOfSymbol(property),
        })),
    ),
    'some',
    checker,
  )
}

/**
 * The parameters of a type's call signatures, by name, over every overload:
 * required when every overload has it and none may leave it out (a rest
 * parameter may always be left out); deprecated when every overload that has
 * it is, or the parameter itself is tagged.
 */
export function parametersOf(type: ts.Type, checker: ts.TypeChecker): Member[] {
  return merge(
    checker
      .getSignaturesOfType(type, ts.SignatureKind.Call)
      .map((signature) => {
        const deprecatedSignature =
          !!signature.declaration &&
          ts.getJSDocDeprecatedTag(signature.declaration) !== undefined
        return signature.parameters.map((parameter) => {
          const declaration = parameter.valueDeclaration
          return {
            name: parameter.name,
            optional:
              !declaration ||
              !ts.isParameter(declaration) ||
              checker.isOptionalParameter(declaration) ||
              declaration.dotDotDotToken !== undefined,
            deprecated: deprecatedSignature || isDeprecated(parameter, checker),
            type: checker.getTypeOfSymbol(parameter),
          }
        })
      }),
    'every',
    checker,
  )
}

const DIR = 'declaration-tables'

/**
 * For each declaration, its members (the properties of its type, or with
 * `()` the parameters of its call signatures), or why it cannot be read.
 * One program over every entry point the declarations name; a type written
 * as an expression is compiled in a second program that shares the first's
 * parsed `.d.ts` files.
 */
export function resolveDeclarations(
  declarations: Declaration[],
  sources: DeclarationSources = {},
): (Member[] | string)[] {
  const entryPoints = sources.entryPoints ?? ENTRY_POINTS
  const registry = ts.createDocumentRegistry()
  const entries = [...new Set(declarations.map((d) => d.entry))].filter((e) =>
    entryPoints.includes(e),
  )
  const entriesFile = `${DIR}/entries.ts`
  const open = (more: Record<string, string>) => {
    const sample = createSampleProgram(
      {
        ...sources.files,
        [entriesFile]: entries
          .map((entry, i) => `import type * as e${i} from '${entry}'\n`)
          .join(''),
        ...more,
      },
      registry,
    )
    const program = sample.service.getProgram()!
    const checker = program.getTypeChecker()
    const exportsOf = new Map<string, Map<string, ts.Symbol>>()
    for (const statement of program.getSourceFile(sample.pathOf(entriesFile))!
      .statements) {
      if (!ts.isImportDeclaration(statement)) continue
      const specifier = statement.moduleSpecifier as ts.StringLiteral
      const module = checker.getSymbolAtLocation(specifier)
      const symbols = module ? checker.getExportsOfModule(module) : []
      exportsOf.set(specifier.text, new Map(symbols.map((s) => [s.name, s])))
    }
    return { sample, program, checker, exportsOf }
  }

  let opened = open({})
  // A type written as an expression is compiled in a file of its own, with
  // every export of its entry point in scope.
  const expressions: Record<string, string> = {}
  declarations.forEach((declaration, i) => {
    const exported = opened.exportsOf.get(declaration.entry)
    if (exported && !IDENTIFIER.test(declaration.type)) {
      const names = [...exported.keys()].filter((n) => IDENTIFIER.test(n))
      expressions[`${DIR}/t${i}.ts`] =
        `import type { ${names.join(', ')} } from '${declaration.entry}'\n` +
        `export type T = ${declaration.type}\n`
    }
  })
  if (Object.keys(expressions).length) opened = open(expressions)
  const { sample, program, checker, exportsOf } = opened

  return declarations.map((declaration, i) => {
    const exported = exportsOf.get(declaration.entry)
    if (!exported)
      return `unknown entry point ${declaration.entry} (one of ${entryPoints.join(', ')})`
    let type: ts.Type
    const expression = `${DIR}/t${i}.ts`
    if (expression in expressions) {
      const source = program.getSourceFile(sample.pathOf(expression))!
      const [error] = [
        ...program.getSyntacticDiagnostics(source),
        ...program.getSemanticDiagnostics(source),
      ]
      if (error)
        return `${declaration.type}: TS${error.code}: ${ts.flattenDiagnosticMessageText(error.messageText, ' ')}`
      const alias = source.statements.find(ts.isTypeAliasDeclaration)!
      type = checker.getTypeAtLocation(alias.name)
    } else {
      let symbol = exported.get(declaration.type)
      if (!symbol) return `${declaration.entry} exports no ${declaration.type}`
      if (symbol.flags & ts.SymbolFlags.Alias)
        symbol = checker.getAliasedSymbol(symbol)
      // `createApi()`: the function; `ConfigureStoreOptions`: the type.
      const value = declaration.parameters
        ? symbol.flags & ts.SymbolFlags.Value
        : !(symbol.flags & ts.SymbolFlags.Type)
      type = value
        ? checker.getTypeOfSymbol(symbol)
        : checker.getDeclaredTypeOfSymbol(symbol)
    }
    if (!declaration.parameters) return propertiesOf(type, checker)
    return checker.getSignaturesOfType(type, ts.SignatureKind.Call).length
      ? parametersOf(type, checker)
      : `${declaration.type} has no call signature, so no parameters`
  })
}
