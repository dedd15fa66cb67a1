import path from 'node:path';
import ts from 'typescript';

/** Where virtual snippet files pretend to live: inside the project, so that
 * imports resolve against its node_modules. Nothing is written there. */
const VIRTUAL_ROOT = path.resolve(__dirname, '../../.code-check');

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
};

export interface SnippetDiagnostic {
  file: string;
  line: number;
  message: string;
}

/**
 * Type-checks a set of in-memory files (relative name → source) against the
 * packages installed in this project. Returns every diagnostic, with 1-based
 * lines relative to each file.
 */
export function compileSnippet(files: Record<string, string>): SnippetDiagnostic[] {
  const virtual = new Map(Object.entries(files).map(([name, text]) => [path.join(VIRTUAL_ROOT, name), text]));
  const host = ts.createCompilerHost(SNIPPET_COMPILER_OPTIONS, true);
  const {getSourceFile, fileExists, readFile} = host;
  host.fileExists = (name) => virtual.has(name) || fileExists.call(host, name);
  host.readFile = (name) => virtual.get(name) ?? readFile.call(host, name);
  host.getSourceFile = (name, languageVersion, onError, shouldCreate) => {
    const text = virtual.get(name);
    return text === undefined
      ? getSourceFile.call(host, name, languageVersion, onError, shouldCreate)
      : ts.createSourceFile(name, text, languageVersion, true);
  };
  const program = ts.createProgram([...virtual.keys()], SNIPPET_COMPILER_OPTIONS, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined) {
      return {file: '', line: 0, message};
    }
    const {line} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return {file: path.relative(VIRTUAL_ROOT, diagnostic.file.fileName), line: line + 1, message};
  });
}
