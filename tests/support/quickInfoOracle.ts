import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

// The oracle of the type hovers' texts: a plain TypeScript language service
// over code as the reader sees it, against the packages installed in this
// project, asked for quick info. It shares nothing with the hovers or the
// code-sample check (no src/ import): its files, its host and its reading
// of the compiler options are its own.

/** Where the oracle's files pretend to live: inside the project, so that imports resolve against its node_modules. Nothing is written there. */
const ROOT = path.resolve(__dirname, '../../.quick-info-oracle')

/** The file the manuals name as the samples' compiler options, tsconfig.json's `compilerOptions` in TypeScript. */
export const SAMPLE_OPTIONS_FILE = 'src/markdown/sampleCompilerOptions.ts'

/**
 * The samples' compiler options, read as data from the file that holds them
 * (the one object literal of plain values it exports), not by importing it,
 * and converted as `tsc` converts a tsconfig.json.
 */
export function sampleCompilerOptions(): ts.CompilerOptions {
  const file = path.resolve(__dirname, '../..', SAMPLE_OPTIONS_FILE)
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
  )
  const literals: ts.ObjectLiteralExpression[] = []
  const find = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) literals.push(node)
    else node.forEachChild(find)
  }
  find(source)
  if (literals.length !== 1)
    throw new Error(
      `${SAMPLE_OPTIONS_FILE}: expected one object of compiler options, found ${literals.length}`,
    )
  const value = (node: ts.Expression): unknown => {
    if (ts.isStringLiteral(node)) return node.text
    if (node.kind === ts.SyntaxKind.TrueKeyword) return true
    if (node.kind === ts.SyntaxKind.FalseKeyword) return false
    if (ts.isNumericLiteral(node)) return Number(node.text)
    if (ts.isArrayLiteralExpression(node)) return node.elements.map(value)
    throw new Error(
      `${SAMPLE_OPTIONS_FILE}: a compiler option that is not plain data: ${node.getText(source)}`,
    )
  }
  const json = Object.fromEntries(
    literals[0]!.properties.map((property) => {
      if (!ts.isPropertyAssignment(property))
        throw new Error(
          `${SAMPLE_OPTIONS_FILE}: not a plain option: ${property.getText(source)}`,
        )
      return [property.name.getText(source), value(property.initializer)]
    }),
  )
  const { options, errors } = ts.convertCompilerOptionsFromJson(json, ROOT)
  if (errors.length)
    throw new Error(
      errors
        .map((error) => ts.flattenDiagnosticMessageText(error.messageText, ' '))
        .join('\n'),
    )
  return options
}

export interface QuickInfoOracle {
  /** What TypeScript's quick info says at an offset of a file, as an editor shows it. */
  quickInfo(file: string, offset: number): string
  /** The file's syntax and type errors, as `line: message`. */
  errors(file: string): string[]
}

/** One program over the given files (path → text), each a module. */
export function quickInfoOracle(
  files: Record<string, string>,
): QuickInfoOracle {
  const texts = new Map(
    Object.entries(files).map(([name, text]) => [path.join(ROOT, name), text]),
  )
  const options = sampleCompilerOptions()
  const service = ts.createLanguageService({
    getCompilationSettings: () => options,
    getScriptFileNames: () => [...texts.keys()],
    getScriptVersion: () => '1',
    getScriptSnapshot: (name) => {
      const text = texts.get(name) ?? ts.sys.readFile(name)
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text)
    },
    getCurrentDirectory: () => ROOT,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: (name) => texts.has(name) || ts.sys.fileExists(name),
    readFile: (name) => texts.get(name) ?? ts.sys.readFile(name),
    directoryExists: (name) =>
      [...texts.keys()].some((file) => file.startsWith(`${name}${path.sep}`)) ||
      ts.sys.directoryExists(name),
    getDirectories: ts.sys.getDirectories,
    realpath: ts.sys.realpath,
  })
  const at = (file: string) => {
    const name = path.join(ROOT, file)
    if (!texts.has(name)) throw new Error(`the oracle has no file ${file}`)
    return name
  }
  return {
    quickInfo: (file, offset) =>
      ts.displayPartsToString(
        service.getQuickInfoAtPosition(at(file), offset)?.displayParts,
      ),
    errors: (file) => {
      const name = at(file)
      const source = service.getProgram()!.getSourceFile(name)!
      return [
        ...service.getSyntacticDiagnostics(name),
        ...service.getSemanticDiagnostics(name),
      ].map(
        (diagnostic) =>
          `${source.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`,
      )
    },
  }
}
