import path from 'node:path'
import ts from 'typescript'

/** Where virtual snippet files pretend to live: inside the project, so that
 * imports resolve against its node_modules. Nothing is written there. */
const VIRTUAL_ROOT = path.resolve(__dirname, '../../.code-check')

export const SNIPPET_COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
  skipLibCheck: true,
  esModuleInterop: true,
  isolatedModules: true,
  // Every sample file is its own module, with or without import/export, so
  // that samples compiled together cannot see each other's globals.
  moduleDetection: ts.ModuleDetectionKind.Force,
}

export interface SnippetDiagnostic {
  file: string
  line: number
  /** `TS2322: Type 'string' is not assignable…` */
  message: string
}

function ancestors(dir: string): string[] {
  const parent = path.dirname(dir)
  return parent === dir ? [dir] : [dir, ...ancestors(parent)]
}

/**
 * Type-checks in-memory files (path relative to a virtual folder → source) in
 * one program, against the packages installed in this project. Returns every
 * diagnostic, with 1-based lines relative to each file.
 */
export function compileSnippet(
  files: Record<string, string>,
): SnippetDiagnostic[] {
  const virtual = new Map(
    Object.entries(files).map(([name, text]) => [
      path.join(VIRTUAL_ROOT, name),
      text,
    ]),
  )
  const host = ts.createCompilerHost(SNIPPET_COMPILER_OPTIONS, true)
  const { getSourceFile, fileExists, readFile, directoryExists } = host
  const virtualDirs = new Set(
    [...virtual.keys()].flatMap((name) => ancestors(path.dirname(name))),
  )
  host.fileExists = (name) => virtual.has(name) || fileExists.call(host, name)
  host.directoryExists = (name) =>
    virtualDirs.has(name) || (directoryExists?.call(host, name) ?? true)
  host.readFile = (name) => virtual.get(name) ?? readFile.call(host, name)
  host.getSourceFile = (name, languageVersion, onError, shouldCreate) => {
    const text = virtual.get(name)
    return text === undefined
      ? getSourceFile.call(host, name, languageVersion, onError, shouldCreate)
      : ts.createSourceFile(name, text, languageVersion, true)
  }
  const program = ts.createProgram(
    [...virtual.keys()],
    SNIPPET_COMPILER_OPTIONS,
    host,
  )
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`
    if (!diagnostic.file || diagnostic.start === undefined) {
      return { file: '', line: 0, message }
    }
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(
      diagnostic.start,
    )
    return {
      file: path.relative(VIRTUAL_ROOT, diagnostic.file.fileName),
      line: line + 1,
      message,
    }
  })
}
