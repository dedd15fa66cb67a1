import ts from 'typescript'
import { blankSourceFile } from 'ts-blank-space'
import { format, type Options } from 'prettier'
import houseStyle from '../../.prettierrc.json'
import { CodeLineError } from './codeLineError'

/**
 * House style of the generated JavaScript: the style the TypeScript samples
 * are written in, which is also the repository's own (.prettierrc.json).
 */
const JS_STYLE: Options = houseStyle as Options

/** Why a TypeScript sample cannot be turned into its JavaScript tab. */
export class TranspileError extends CodeLineError {}

/**
 * TypeScript → JavaScript for readers: types are blanked out (not compiled
 * away), so statements, comments and their order stay as written; Prettier
 * then removes the gaps the types left. Constructs that have runtime
 * semantics (enums, namespaces, parameter properties) cannot be blanked and
 * are reported with their line. A sample without types comes back as written.
 */
export async function transpileToJs(
  code: string,
  lang: 'ts' | 'tsx',
): Promise<string> {
  const kind = lang === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(
    `sample.${lang}`,
    code,
    ts.ScriptTarget.Latest,
    false,
    kind,
  )
  let unsupported: TranspileError | undefined
  const stripped = blankSourceFile(source, (node) => {
    // The node carries no source file, so find its text by offsets; `pos`
    // includes the whitespace and comments before it.
    const start =
      node.pos + (/^\s*/.exec(code.slice(node.pos))?.[0].length ?? 0)
    const text = code.slice(start, node.end).split('\n')[0]
    unsupported ??= new TranspileError(
      `\`${text}\` has no JavaScript equivalent without a compiler; rewrite it or mark the block no-transpile`,
      code.slice(0, start).split('\n').length - 1,
    )
  })
  if (unsupported) {
    throw unsupported
  }
  // Nothing was blanked: the sample is JavaScript as written. Prettier would
  // only restyle it (a quarter of the samples; about 1 s of the build's CPU),
  // so the parse it did to check the code is the TypeScript parser's instead.
  if (stripped === code) {
    // parseDiagnostics is missing from the public typings; the parser has
    // set it on every source file for years.
    const [problem] = (
      source as unknown as { parseDiagnostics: ts.DiagnosticWithLocation[] }
    ).parseDiagnostics
    if (problem) {
      throw new TranspileError(
        `not valid JavaScript: ${ts.flattenDiagnosticMessageText(problem.messageText, ' ')}`,
        code.slice(0, problem.start).split('\n').length - 1,
      )
    }
    return code.trimEnd()
  }
  try {
    return (await format(stripped, { ...JS_STYLE, parser: 'babel' })).trimEnd()
  } catch (error) {
    // Code that is not whole statements, e.g. a bare object property.
    const line =
      (error as { loc?: { start?: { line?: number } } }).loc?.start?.line ?? 1
    throw new TranspileError(
      `not valid JavaScript once types are removed: ${(error as Error).message.split('\n')[0]}`,
      line - 1,
    )
  }
}
