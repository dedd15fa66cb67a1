import path from 'node:path'
import ts from 'typescript'
import {
  VIRTUAL_ROOT,
  createSampleProgram,
} from '../../src/markdown/sampleProgram'
import type { Declaration } from '../../src/features/declaration-tables/tables'

/**
 * The TypeScript half of the tables' check: what a declaration comment names,
 * read from the installed package's `.d.ts` with the code samples' compiler
 * options (src/markdown/sampleProgram.ts), in one program over the entry
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
  /** The text of its `@deprecated` tag, if it says anything. */
  reason?: string
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
  /**
   * Where the declaration comments are compiled, as an absolute folder:
   * imports resolve from there (an older release of the package unpacked
   * in its own node_modules). Default: inside the code samples' virtual
   * folder, against this project's installed packages.
   */
  folder?: string
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
  // `seen` holds the types above this one: a type that resolves to itself
  // stops there, while one shared by two parts of a union counts in both.
  if (seen.has(type)) return []
  const below = new Set(seen).add(type)
  const parts = (of: readonly ts.Type[]) =>
    of.map((part) => objectParts(part, checker, below))
  if (type.isUnion()) return parts(type.types).flat()
  if (type.isIntersection())
    return parts(type.types).every((found) => found.length) ? [type] : []
  if (type.flags & ts.TypeFlags.Instantiable) {
    const constraint = checker.getBaseConstraintOfType(type)
    return constraint ? objectParts(constraint, checker, below) : []
  }
  return type.flags & ts.TypeFlags.Object ? [type] : []
}

/** Its `@deprecated` tag: undefined when it has none, else the tag's text. */
function deprecation(symbol: ts.Symbol, checker: ts.TypeChecker) {
  const tag = symbol
    .getJsDocTags(checker)
    .find((found) => found.name === 'deprecated')
  return (
    tag && {
      reason: ts.displayPartsToString(tag.text).replace(/\s+/g, ' ').trim(),
    }
  )
}

interface Item {
  name: string
  optional: boolean
  deprecated: boolean
  reason?: string
  type: ts.Type
}

/**
 * Members merged by name from several groups (the object types of a union,
 * the overloads of a function): optional when optional in one group or
 * missing from one; deprecated when one is.
 */
function merge(groups: Item[][], checker: ts.TypeChecker): Member[] {
  const byName = new Map<string, Item[]>()
  for (const item of groups.flat()) {
    byName.set(item.name, [...(byName.get(item.name) ?? []), item])
  }
  return [...byName].map(([name, items]) => {
    let members: Member[] | undefined
    const reason = items.find((item) => item.reason)?.reason
    return {
      name,
      optional:
        items.length < groups.length || items.some((item) => item.optional),
      deprecated: items.some((item) => item.deprecated),
      ...(reason && { reason }),
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
        // `invalidatesTags?: never`: a property the type forbids.
        .filter(
          (property) =>
            !property.declarations?.length ||
            !property.declarations.every(
              (declaration) =>
                ts.isPropertySignature(declaration) &&
                declaration.type?.kind === ts.SyntaxKind.NeverKeyword,
            ),
        )
        .map((property) => {
          const deprecated = deprecation(property, checker)
          return {
            name: property.name,
            optional: (property.flags & ts.SymbolFlags.Optional) !== 0,
            deprecated: !!deprecated,
            ...(deprecated?.reason && { reason: deprecated.reason }),
            type: checker.getTypeOfSymbol(property),
          }
        }),
    ),
    checker,
  )
}

/** The member at a path (`options.skip`), if the declaration has it. */
export function memberAt(members: Member[], path: string): Member | undefined {
  let found: Member | undefined
  let level = members
  for (const name of path.split('.')) {
    found = level.find((member) => member.name === name)
    if (!found) return undefined
    level = found.members()
  }
  return found
}

/**
 * The parameters of a type's call signatures, by name, over every overload:
 * required when every overload has it and none may leave it out (a rest
 * parameter may always be left out; the elements of a labelled rest tuple
 * count as parameters). Never deprecated: JSDoc has no tag for one
 * parameter, and a deprecated function is said so in its heading.
 */
export function parametersOf(type: ts.Type, checker: ts.TypeChecker): Member[] {
  return merge(
    checker.getSignaturesOfType(type, ts.SignatureKind.Call).map((signature) =>
      signature.parameters.flatMap((parameter) => {
        const declaration = parameter.valueDeclaration
        const rest =
          !!declaration &&
          ts.isParameter(declaration) &&
          declaration.dotDotDotToken !== undefined
        const type = checker.getTypeOfSymbol(parameter)
        const labelled = rest ? labelledElements(type, checker) : undefined
        return (
          labelled ?? [
            {
              name: parameter.name,
              optional:
                rest ||
                !declaration ||
                !ts.isParameter(declaration) ||
                checker.isOptionalParameter(declaration),
              // A parameter's JSDoc tags are its function's: `@deprecated`
              // there deprecates the function, which its heading says.
              deprecated: false,
              type,
            },
          ]
        )
      }),
    ),
    checker,
  )
}

/**
 * `...args: [inputSelectors: I, combiner: C, options?: O]`: the elements of
 * a rest parameter's labelled tuple, as the parameters editors show.
 */
function labelledElements(
  type: ts.Type,
  checker: ts.TypeChecker,
): Item[] | undefined {
  if (!checker.isTupleType(type)) return undefined
  const tuple = (type as ts.TupleTypeReference).target
  const labels = tuple.labeledElementDeclarations
  if (!labels?.length || labels.some((label) => !label)) return undefined
  const types = checker.getTypeArguments(type as ts.TupleTypeReference)
  return labels.map((label, i) => ({
    name: (label!.name as ts.Identifier).text,
    optional: (tuple.elementFlags[i]! & ts.ElementFlags.Required) === 0,
    deprecated: false,
    type: types[i]!,
  }))
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
  const dir = sources.folder ? path.relative(VIRTUAL_ROOT, sources.folder) : DIR
  const entriesFile = `${dir}/entries.ts`
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
  // the entry point's exports it names in scope.
  const expressions: Record<string, string> = {}
  declarations.forEach((declaration, i) => {
    const exported = opened.exportsOf.get(declaration.entry)
    if (exported && !IDENTIFIER.test(declaration.type)) {
      const names = [
        ...new Set(declaration.type.match(/[A-Za-z_$][\w$]*/g)),
      ].filter((name) => exported.has(name))
      expressions[`${dir}/t${i}.ts`] =
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
    const expression = `${dir}/t${i}.ts`
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
      const value =
        declaration.parameters || declaration.parameter
          ? symbol.flags & ts.SymbolFlags.Value
          : !(symbol.flags & ts.SymbolFlags.Type)
      type = value
        ? checker.getTypeOfSymbol(symbol)
        : checker.getDeclaredTypeOfSymbol(symbol)
    }
    if (!declaration.parameters && !declaration.parameter)
      return propertiesOf(type, checker)
    if (!checker.getSignaturesOfType(type, ts.SignatureKind.Call).length)
      return `${declaration.type} has no call signature, so no parameters`
    const parameters = parametersOf(type, checker)
    if (!declaration.parameter) return parameters
    const parameter = parameters.find((p) => p.name === declaration.parameter)
    return parameter
      ? parameter.members()
      : `${declaration.type} has no parameter ${declaration.parameter} (its parameters: ${parameters.map((p) => p.name).join(', ')})`
  })
}
