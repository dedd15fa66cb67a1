import path from 'node:path'
import ts from 'typescript'
import {
  convertSampleCompilerOptions,
  diagnosticMessage,
} from './sampleCompiler'
import { REPO_ROOT } from './repoRoot'

/** Where virtual snippet files pretend to live: inside the project, so that
 * imports resolve against its node_modules. Nothing is written there. */
export const VIRTUAL_ROOT = path.join(REPO_ROOT, '.code-check')

export const SNIPPET_COMPILER_OPTIONS: ts.CompilerOptions =
  convertSampleCompilerOptions(ts, VIRTUAL_ROOT)

export interface SnippetDiagnostic {
  file: string
  line: number
  /** `TS2322: Type 'string' is not assignable…` */
  message: string
}

export interface SampleProgram {
  /** The one program's language service: its program is the one checked. */
  service: ts.LanguageService
  /** Absolute path of a virtual file, as the service names it. */
  pathOf(name: string): string
  /** Every diagnostic of the program, with 1-based lines relative to each file. */
  diagnostics(): SnippetDiagnostic[]
  /**
   * Every file of the packages that the program has read so far (lib files,
   * `.d.ts`, the `package.json` files of module resolution), absolute: what
   * the editable samples' worker must be given to compile the same samples
   * (src/features/editable-samples/typecheck/declarationFiles.txt).
   */
  filesRead(): string[]
}

function ancestors(dir: string): string[] {
  const parent = path.dirname(dir)
  return parent === dir ? [dir] : [dir, ...ancestors(parent)]
}

/**
 * One TypeScript program over in-memory files (path relative to a virtual
 * folder → source), against the packages installed in this project, behind a
 * language service: the code-sample check asks it for diagnostics, then the
 * type hovers ask the same program for quick info, so the types are checked
 * once.
 */
export function createSampleProgram(
  files: Record<string, string>,
  /** Share one between programs over the same packages: each `.d.ts` is then parsed once. */
  documentRegistry: ts.DocumentRegistry = ts.createDocumentRegistry(),
): SampleProgram {
  const virtual = new Map(
    Object.entries(files).map(([name, text]) => [
      path.join(VIRTUAL_ROOT, name),
      text,
    ]),
  )
  const virtualDirs = new Set(
    [...virtual.keys()].flatMap((name) => ancestors(path.dirname(name))),
  )
  const read = new Set<string>()
  const readFile = (name: string) => {
    const sample = virtual.get(name)
    if (sample !== undefined) return sample
    const text = ts.sys.readFile(name)
    if (text !== undefined) read.add(name)
    return text
  }
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => SNIPPET_COMPILER_OPTIONS,
    getScriptFileNames: () => [...virtual.keys()],
    // Nothing changes during the program's life: one version for all.
    getScriptVersion: () => '0',
    getScriptSnapshot: (name) => {
      const text = readFile(name)
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text)
    },
    getCurrentDirectory: () => VIRTUAL_ROOT,
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: (name) => virtual.has(name) || ts.sys.fileExists(name),
    readFile,
    directoryExists: (name) =>
      virtualDirs.has(name) || ts.sys.directoryExists(name),
    getDirectories: ts.sys.getDirectories,
    realpath: ts.sys.realpath,
  }
  const service = ts.createLanguageService(host, documentRegistry)
  return {
    service,
    pathOf: (name) => path.join(VIRTUAL_ROOT, name),
    diagnostics: () =>
      ts.getPreEmitDiagnostics(service.getProgram()!).map((diagnostic) => {
        const message = diagnosticMessage(ts, diagnostic)
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
      }),
    filesRead: () => [...read],
  }
}

/** Type-checks in-memory files in one program; every diagnostic. */
export const compileSnippet = (
  files: Record<string, string>,
): SnippetDiagnostic[] => createSampleProgram(files).diagnostics()
