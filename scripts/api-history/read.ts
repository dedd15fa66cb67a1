import path from 'node:path'
import ts from 'typescript'
import { SNIPPET_COMPILER_OPTIONS } from '../../src/markdown/sampleProgram'
import { parameterKey } from '../../src/features/api-badges/apiHistory'

/** What one release's declarations export, per entry point. */
export interface Snapshot {
  /** Keyed by import path; an entry point the release lacks is absent. */
  entryPoints: Record<string, EntrySnapshot>
  /** Imports that resolved to nothing, as `file: specifier`. */
  unresolved: {
    /** In the package's own declarations: members may be missing. */
    inPackage: string[]
    /** In the declarations of its dependencies. */
    inDependencies: string[]
  }
}

export interface EntrySnapshot {
  /** Export name → whether its JSDoc says `@deprecated`. */
  exports: Record<string, boolean>
  /** Deprecated export → the text of its `@deprecated` tag, when it has one. */
  reasons: Record<string, string>
  declarations: Record<string, DeclarationSnapshot>
}

export interface DeclarationSnapshot {
  /** Member name → whether its JSDoc says `@deprecated`. */
  members: Record<string, boolean>
  /** A parameter's name. */
  name?: string
  /** A parameter typed by an export of the same entry point: its name. */
  type?: string
}

const isDeprecated = (node: ts.Node) => !!ts.getJSDocDeprecatedTag(node)

/** The text of a node's `@deprecated` tag ('' when it says nothing). */
const reasonOf = (node: ts.Node) =>
  (ts.getTextOfJSDocComment(ts.getJSDocDeprecatedTag(node)?.comment) ?? '')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * Deprecated: the export itself says so (`export { /** @deprecated *\/ x }`),
 * or every declaration of what it names does (one deprecated overload of
 * several leaves the export as it is). Returns the tag's text, or undefined
 * when not deprecated.
 */
function exportDeprecation(
  checker: ts.TypeChecker,
  symbol: ts.Symbol,
): string | undefined {
  const seen = new Set<ts.Symbol>()
  let current = symbol
  while (current.flags & ts.SymbolFlags.Alias && !seen.has(current)) {
    seen.add(current)
    const tagged = current.declarations?.find(isDeprecated)
    if (tagged) return reasonOf(tagged)
    current = checker.getImmediateAliasedSymbol(current) ?? current
  }
  const declarations = current.declarations ?? []
  if (declarations.length === 0 || !declarations.every(isDeprecated))
    return undefined
  return declarations.map(reasonOf).find(Boolean) ?? ''
}

const TYPED = /\.(d\.)?[cm]?tsx?$/

/** Types with no members of their own to list. */
const PRIMITIVE =
  ts.TypeFlags.StringLike |
  ts.TypeFlags.NumberLike |
  ts.TypeFlags.BigIntLike |
  ts.TypeFlags.BooleanLike |
  ts.TypeFlags.ESSymbolLike |
  ts.TypeFlags.EnumLike |
  ts.TypeFlags.VoidLike |
  ts.TypeFlags.Null |
  ts.TypeFlags.Any |
  ts.TypeFlags.Unknown |
  ts.TypeFlags.Never |
  ts.TypeFlags.TypeParameter |
  ts.TypeFlags.NonPrimitive

/** The one file of ours in a release's program: it imports every entry point. */
const OWN_FILE = '__api-history__.ts'

/**
 * Reads what a release's declarations export with the TypeScript compiler
 * API: one program over every entry point's declaration file, resolved as a
 * reader's project resolves them (the code samples' compiler options, from
 * `root`, whose node_modules holds the package and its dependencies).
 */
export function readRelease(
  root: string,
  packageName: string,
  entryPoints: readonly string[],
): Snapshot {
  const options = SNIPPET_COMPILER_OPTIONS
  const ownFile = path.join(root, OWN_FILE)
  let ownText = ''
  const base = ts.createCompilerHost(options)
  const host: ts.CompilerHost = {
    ...base,
    fileExists: (file) => file === ownFile || base.fileExists(file),
    readFile: (file) => (file === ownFile ? ownText : base.readFile(file)),
    getSourceFile: (file, language, ...rest) =>
      file === ownFile
        ? ts.createSourceFile(file, ownText, language)
        : base.getSourceFile(file, language, ...rest),
  }
  const cache = ts.createModuleResolutionCache(
    root,
    host.getCanonicalFileName,
    options,
  )
  // Resolved to types, that is: a package's JavaScript without them counts
  // as unresolved (TypeScript would type it `any`).
  const resolve = (specifier: string, from: string) => {
    const found = ts.resolveModuleName(specifier, from, options, host, cache)
      .resolvedModule?.resolvedFileName
    return found && TYPED.test(found) ? found : undefined
  }
  const packageDir = path.join(root, 'node_modules', packageName) + path.sep
  const inPackage = (file: string) => file.startsWith(packageDir)

  // An entry point exists if its import resolves into this release (not to a
  // copy further up the folders, which a missing subpath falls through to).
  const entries = entryPoints.filter((entry) => {
    const file = resolve(entry, ownFile)
    return file && inPackage(file)
  })
  ownText = entries
    .map((entry, index) => `import type * as E${index} from '${entry}'\n`)
    .join('')
  let program = ts.createProgram([ownFile], options, host)

  // A generic type's members may depend on its type arguments: Api's come
  // from its default `Enhancers`. Each is also read as our file instantiates
  // it, with its defaults and `any` for the rest; its members are those of
  // both.
  const generics: { entry: string; name: string }[] = []
  entries.forEach((entry, index) => {
    const checker = program.getTypeChecker()
    for (const symbol of checker.getExportsOfModule(
      moduleOf(program, ownFile, index),
    )) {
      const declaration = resolveAlias(checker, symbol).declarations?.[0]
      if (
        !declaration ||
        !(
          ts.isInterfaceDeclaration(declaration) ||
          ts.isTypeAliasDeclaration(declaration)
        ) ||
        !declaration.typeParameters
      )
        continue
      const required = declaration.typeParameters.filter((p) => !p.default)
      const args = required.length
        ? `<${required.map(() => 'any').join(', ')}>`
        : ''
      ownText += `export type T${generics.length} = E${index}.${symbol.name}${args}\n`
      generics.push({ entry, name: symbol.name })
    }
  })
  program = ts.createProgram([ownFile], options, host, program)
  const checker = program.getTypeChecker()
  const instantiated = new Map<string, ts.Type>()
  for (const symbol of checker.getExportsOfModule(
    checker.getSymbolAtLocation(program.getSourceFile(ownFile)!)!,
  )) {
    const { entry, name } = generics[Number(symbol.name.slice(1))]!
    instantiated.set(
      `${entry} ${name}`,
      checker.getDeclaredTypeOfSymbol(symbol),
    )
  }

  const snapshot: Snapshot = {
    entryPoints: {},
    unresolved: unresolvedImports(
      program,
      resolve,
      inPackage,
      (file) => file === ownFile,
    ),
  }
  entries.forEach((entry, index) => {
    snapshot.entryPoints[entry] = readEntryPoint(
      program,
      moduleOf(program, ownFile, index),
      (name) => instantiated.get(`${entry} ${name}`),
      (problem) => snapshot.unresolved.inPackage.push(`${entry}: ${problem}`),
    )
  })
  return snapshot
}

/** The module our file imports as `E<index>`. */
function moduleOf(program: ts.Program, ownFile: string, index: number) {
  const checker = program.getTypeChecker()
  const statement = program.getSourceFile(ownFile)!.statements[index]!
  const bindings =
    ts.isImportDeclaration(statement) && statement.importClause?.namedBindings
  if (!bindings || !ts.isNamespaceImport(bindings))
    throw new Error(`statement ${index} of ${ownFile} is no namespace import`)
  return resolveAlias(checker, checker.getSymbolAtLocation(bindings.name)!)
}

const resolveAlias = (checker: ts.TypeChecker, symbol: ts.Symbol) =>
  symbol.flags & ts.SymbolFlags.Alias
    ? checker.getAliasedSymbol(symbol)
    : symbol

function readEntryPoint(
  program: ts.Program,
  moduleSymbol: ts.Symbol,
  instantiated: (name: string) => ts.Type | undefined,
  problem: (text: string) => void,
): EntrySnapshot {
  const checker = program.getTypeChecker()
  const exported = checker.getExportsOfModule(moduleSymbol)
  const target = (symbol: ts.Symbol) => resolveAlias(checker, symbol)
  // Declarations of the entry point, to name a parameter's type by its export.
  const exportName = new Map(exported.map((s) => [target(s), s.name]))
  const fromLib = (declaration: ts.Declaration) =>
    program.isSourceFileDefaultLibrary(declaration.getSourceFile())

  const entry: EntrySnapshot = { exports: {}, reasons: {}, declarations: {} }
  for (const symbol of exported) {
    const name = symbol.name
    const resolved = target(symbol)
    if (checker.isUnknownSymbol(resolved)) {
      problem(`export ${name} names nothing`)
      continue
    }
    const reason = exportDeprecation(checker, symbol)
    entry.exports[name] = reason !== undefined
    if (reason) entry.reasons[name] = reason

    if (
      resolved.flags &
      (ts.SymbolFlags.Interface |
        ts.SymbolFlags.TypeAlias |
        ts.SymbolFlags.Class)
    ) {
      // A class's members from the lib (Tuple's Array methods, an error
      // class's Error fields) are not its own; a type that mixes a lib
      // interface in (FetchBaseQueryArgs & RequestInit) takes them as
      // options, so they stay. A type with nothing but lib members is no
      // object type of the package's (one that resolves to `string`).
      const types = [checker.getDeclaredTypeOfSymbol(resolved)]
      const instance = instantiated(name)
      if (instance) types.push(instance)
      const { members, own } = membersOf(
        checker,
        types,
        fromLib,
        !(resolved.flags & ts.SymbolFlags.Class),
      )
      if (own) entry.declarations[name] = { members }
    }

    if (resolved.flags & ts.SymbolFlags.Value) {
      const type = checker.getTypeOfSymbol(resolved)
      for (const signature of type.getCallSignatures()) {
        signature.parameters.forEach((parameter, index) => {
          const declaration = parameter.valueDeclaration
          if (
            !declaration ||
            !ts.isParameter(declaration) ||
            declaration.dotDotDotToken
          )
            return
          const members = parameterMembers(
            checker,
            checker.getTypeOfSymbol(parameter),
            fromLib,
          )
          if (!members) return
          const key = parameterKey(name, index)
          const found = (entry.declarations[key] ??= { members: {} })
          for (const [member, deprecated] of Object.entries(members)) {
            // Deprecated in every overload that has it.
            found.members[member] =
              (found.members[member] ?? true) && deprecated
          }
          if (!found.name && ts.isIdentifier(declaration.name))
            found.name = declaration.name.text
          if (!found.type && declaration.type) {
            const typeName = referencedExport(
              checker,
              declaration.type,
              exportName,
              target,
            )
            if (typeName) found.type = typeName
          }
        })
      }
    }
  }
  return entry
}

/** An exported declaration's name, when `node` refers to one (generics aside). */
function referencedExport(
  checker: ts.TypeChecker,
  node: ts.TypeNode,
  exportName: Map<ts.Symbol, string>,
  target: (symbol: ts.Symbol) => ts.Symbol,
): string | undefined {
  if (!ts.isTypeReferenceNode(node)) return undefined
  const symbol = checker.getSymbolAtLocation(node.typeName)
  return symbol && exportName.get(target(symbol))
}

/**
 * A property's name as written, or undefined for a key that is a module's own
 * unique symbol (`[resultType]`, a type-only marker no reader can name);
 * `[Symbol.iterator]` is kept.
 */
function memberName(property: ts.Symbol): string | undefined {
  if (!property.escapedName.toString().startsWith('__@')) return property.name
  const declaration = property.declarations?.[0]
  const name = declaration && ts.getNameOfDeclaration(declaration)
  if (!name || !ts.isComputedPropertyName(name)) return undefined
  const key = name.expression
  return ts.isPropertyAccessExpression(key) &&
    ts.isIdentifier(key.expression) &&
    key.expression.text === 'Symbol'
    ? `[Symbol.${key.name.text}]`
    : undefined
}

const isPrivate = (declaration: ts.Declaration) =>
  ts.getCombinedModifierFlags(declaration) &
    (ts.ModifierFlags.Private | ts.ModifierFlags.Protected) ||
  ts.getNameOfDeclaration(declaration)?.kind === ts.SyntaxKind.PrivateIdentifier

interface Members {
  /** Member name → whether its JSDoc says `@deprecated`. */
  members: Record<string, boolean>
  /** How many are declared outside the lib. */
  own: number
}

/**
 * The public properties of some types (of every member of a union: an
 * options table lists them all), those from the lib only if `withLib` and
 * the type is no primitive with a brand (`string & { _type }`).
 */
function membersOf(
  checker: ts.TypeChecker,
  types: readonly ts.Type[],
  fromLib: (declaration: ts.Declaration) => boolean,
  withLib: boolean,
): Members {
  // A property of several types is one member, with each declaration.
  const properties = new Map<string, ts.Symbol[]>()
  const branded = types.some(
    (type) =>
      type.isIntersection() &&
      type.types.some((part) => part.flags & PRIMITIVE),
  )
  for (const type of types) {
    for (const part of type.isUnion() ? type.types : [type]) {
      if (part.flags & PRIMITIVE) continue
      for (const property of checker.getPropertiesOfType(part))
        properties.set(property.name, [
          ...(properties.get(property.name) ?? []),
          property,
        ])
    }
  }
  const found: Members = { members: {}, own: 0 }
  for (const symbols of properties.values()) {
    const declarations = symbols.flatMap((symbol) => symbol.declarations ?? [])
    const name = memberName(symbols[0]!)
    if (name === undefined || declarations.some(isPrivate)) continue
    const lib = declarations.length > 0 && declarations.every(fromLib)
    if (lib && (!withLib || branded)) continue
    if (!lib) found.own++
    // Deprecated where one of its declarations says so (merged interfaces,
    // `Base & { /** @deprecated *\/ status }`), in every type that has it
    // (each member of a union).
    found.members[name] = symbols.every((symbol) =>
      symbol.declarations?.some(isDeprecated),
    )
  }
  return found
}

/**
 * An options-like parameter's members: those of an object type that is not
 * a function or an array, and declares something outside the lib (not
 * `Headers`); a generic parameter (`S`) has none of its own.
 */
function parameterMembers(
  checker: ts.TypeChecker,
  type: ts.Type,
  fromLib: (declaration: ts.Declaration) => boolean,
): Record<string, boolean> | undefined {
  const parts = (type.isUnion() ? type.types : [type]).filter(
    (part) => !(part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)),
  )
  if (
    parts.some(
      (part) =>
        part.flags & PRIMITIVE ||
        part.getCallSignatures().length > 0 ||
        checker.isArrayType(part) ||
        checker.isTupleType(part),
    )
  )
    return undefined
  const { members, own } = membersOf(checker, [type], fromLib, true)
  return own ? members : undefined
}

/** Every import of the program's declaration files that resolves to nothing. */
function unresolvedImports(
  program: ts.Program,
  resolve: (specifier: string, from: string) => string | undefined,
  inPackage: (file: string) => boolean,
  ours: (file: string) => boolean,
): Snapshot['unresolved'] {
  const unresolved: Snapshot['unresolved'] = {
    inPackage: [],
    inDependencies: [],
  }
  for (const file of program.getSourceFiles()) {
    if (program.isSourceFileDefaultLibrary(file) || ours(file.fileName))
      continue
    const specifiers = new Set<string>()
    const visit = (node: ts.Node) => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      )
        specifiers.add(node.moduleSpecifier.text)
      else if (
        ts.isImportTypeNode(node) &&
        ts.isLiteralTypeNode(node.argument) &&
        ts.isStringLiteral(node.argument.literal)
      )
        specifiers.add(node.argument.literal.text)
      else if (
        ts.isExternalModuleReference(node) &&
        ts.isStringLiteral(node.expression)
      )
        specifiers.add(node.expression.text)
      else if (
        ts.isModuleDeclaration(node) &&
        ts.isStringLiteral(node.name) &&
        // `declare module 'x' {…}` augments x: it must resolve too.
        !(
          file.isDeclarationFile &&
          node.parent === file &&
          !ts.isExternalModule(file)
        )
      )
        specifiers.add(node.name.text)
      ts.forEachChild(node, visit)
    }
    visit(file)
    const missing = [...specifiers].filter(
      (specifier) => !resolve(specifier, file.fileName),
    )
    for (const directive of file.typeReferenceDirectives) {
      const found = ts.resolveTypeReferenceDirective(
        directive.fileName,
        file.fileName,
        program.getCompilerOptions(),
        ts.sys,
      ).resolvedTypeReferenceDirective
      if (!found) missing.push(`types ${directive.fileName}`)
    }
    const list = inPackage(file.fileName)
      ? unresolved.inPackage
      : unresolved.inDependencies
    list.push(...missing.map((specifier) => `${file.fileName}: ${specifier}`))
  }
  return unresolved
}
