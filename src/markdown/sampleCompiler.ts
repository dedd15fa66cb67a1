/**
 * What the code-sample check (Node, ./sampleProgram.ts) and the editable
 * samples' type-check worker (the browser,
 * src/features/editable-samples/typecheck/) both do with the compiler: each
 * hands in its own TypeScript (the worker's is a script it loads, not an
 * import), so that the options, the diagnostic messages and the quick-info
 * texts are made one way for both.
 */
import type * as TypeScript from 'typescript'
import { SAMPLE_COMPILER_OPTIONS } from './sampleCompilerOptions'

type TS = typeof TypeScript

/** The samples' options (./sampleCompilerOptions.ts) as the compiler takes them; invalid ones throw. */
export function convertSampleCompilerOptions(
  ts: TS,
  /** The folder the samples pretend to live in. */
  basePath: string,
): TypeScript.CompilerOptions {
  const converted = ts.convertCompilerOptionsFromJson(
    SAMPLE_COMPILER_OPTIONS,
    basePath,
  )
  if (converted.errors.length)
    throw new Error(
      `src/markdown/sampleCompilerOptions.ts: ${converted.errors.map((e) => ts.flattenDiagnosticMessageText(e.messageText, ' ')).join('; ')}`,
    )
  return converted.options
}

/** `TS2322: Type 'string' is not assignable…`, its chain on lines of its own. */
export const diagnosticMessage = (ts: TS, diagnostic: TypeScript.Diagnostic) =>
  `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`

/** A name's type as the hovers show it: the quick info as plain text, and its JSDoc's first paragraph without tags. */
export function quickInfoText(
  ts: TS,
  info: TypeScript.QuickInfo,
): { text: string; doc: string } {
  return {
    text: ts.displayPartsToString(info.displayParts),
    doc: ts
      .displayPartsToString(info.documentation ?? [])
      .split(/\n\s*\n/)[0]!
      .trim(),
  }
}
