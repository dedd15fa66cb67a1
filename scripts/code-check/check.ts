import ts from 'typescript'
import { JS_LANGS, TS_LANGS } from '../../src/markdown/codeSample'
import {
  hoverFileOf,
  programFileName,
  readSample,
  SampleReadError,
  type CodeSample,
} from '../../src/markdown/readSample'
import { transpileToJs, TranspileError } from '../../src/markdown/transpile'
import {
  createSampleProgram,
  type SampleProgram,
  type SnippetDiagnostic,
} from '../../src/markdown/sampleProgram'
import { hoversOf } from '../../src/features/type-hovers/cache'
import { hoversIn } from '../../src/features/type-hovers/compute'
import { virtualPath } from '../../src/markdown/hoverKey'
import type { HoverBlock } from '../../src/markdown/hoverTypes'
import { readTypeHovers } from '../../src/site/siteEnv'
import { codeBlocks, readMdx } from '../../src/markdown/readMdx'
import { installedPackages, packageImportProblems } from './packageImports'

export interface Problem {
  /** The Markdown file, as given. */
  file: string
  /** 1-based line in that file. */
  line: number
  message: string
}

/** One file of a TypeScript code block. */
export interface TypeScriptFile {
  /** The Markdown file, as given. */
  file: string
  /** 1-based line of the block's opening fence. */
  line: number
  code: string
  hidden: boolean
}

export const formatProblem = ({ file, line, message }: Problem) =>
  `${file}:${line} ${message}`

/**
 * A compiler that checks the same files as the check's own TypeScript 5.9
 * program, besides it: TypeScript 7 (scripts/code-check/typescript7.ts).
 */
export interface OtherCompiler {
  /** Starts each of its messages: `TypeScript 7.0.2: TS2322: …`. */
  name: string
  /** Diagnostics of the sample files (virtual path → source), as 5.9's program gives them. */
  compile(sources: Record<string, string>): Promise<SnippetDiagnostic[]>
}

interface TsBlock {
  file: string
  /** 1-based line of the block's first code line. */
  firstLine: number
  expectError: boolean
  /** Virtual path → 0-based line of that file's first line within the block. */
  offsets: Map<string, number>
}

/**
 * Checks every code sample of the given Markdown files:
 * - ts/tsx blocks compile in strict mode against the installed packages, each
 *   block on its own (its `// file:` sections together, hidden ones too);
 * - they import only installed packages, and stand in for none
 *   (./packageImports.ts);
 * - an `expect-error` block must fail to compile;
 * - blocks that get a JavaScript tab can be turned into JavaScript;
 * - js/jsx blocks parse;
 * - `include=examples/…` blocks name a file (and region) that exists.
 * All TypeScript blocks go into one program, each in its own folder, which is
 * what keeps the check fast. Once the program is checked, the same program
 * gives the type hovers of every block that misses their cache
 * (src/features/type-hovers), unless TYPE_HOVERS=off.
 */
export async function checkCodeSamples(
  files: string[],
  examplesRoot?: string,
  /**
   * Told of every TypeScript file of every block, in page order: those the
   * check compiles, and those included from an example app (compiled with
   * their app). `line` is the block's fence line.
   */
  onTypeScript?: (sample: TypeScriptFile) => void,
  /** Also compile every TypeScript file with these, each reported like 5.9's diagnostics. */
  otherCompilers: OtherCompiler[] = [],
  /** Given the one program once it is checked (what it read: ./declarationFiles.ts). */
  onProgram?: (program: SampleProgram) => void,
): Promise<Problem[]> {
  const problems: Problem[] = []
  const sources: Record<string, string> = {}
  const tsBlocks: TsBlock[] = []
  const hoverBlocks: HoverBlock[] = []
  const installed = installedPackages()

  const typeHovers = readTypeHovers(process.env)

  for (const file of files) {
    for (const node of codeBlocks(readMdx(file))) {
      const fence = node.position?.start.line ?? 0
      const firstLine = fence + 1
      let sample: CodeSample
      try {
        sample = readSample(node, { typeHovers, examplesRoot })
      } catch (error) {
        if (!(error instanceof SampleReadError)) throw error
        problems.push({ file, line: error.line, message: error.message })
        continue
      }
      const { language, included } = sample
      if (included) {
        // Included files are compiled with their app (`tsc -p examples`),
        // where their imports resolve; here the include has to resolve.
        const { code } = sample.files[0]!
        if (TS_LANGS.has(language))
          onTypeScript?.({ file, line: fence, code, hidden: false })
        // The build turns included TypeScript into its JavaScript tab too,
        // which a region that is not whole statements would break.
        if (sample.javaScriptTab) {
          try {
            await transpileToJs(code, language as 'ts' | 'tsx')
          } catch (error) {
            if (!(error instanceof TranspileError)) throw error
            problems.push({
              file,
              line: fence,
              message: `JavaScript tab of ${included.target}: ${error.message}`,
            })
          }
        }
        continue
      }
      if (JS_LANGS.has(language)) {
        problems.push(
          ...parseJs(node.value, language).map((p) => ({
            file,
            line: firstLine + p.line,
            message: p.message,
          })),
        )
        continue
      }
      if (!TS_LANGS.has(language)) continue
      const block: TsBlock = {
        file,
        firstLine,
        expectError: sample.meta.expectError,
        offsets: new Map(),
      }
      // Each block in a folder of its own: the one its hovers are computed
      // in, named by their key, or with hovers off one numbered in page order.
      const folder = sample.hovers?.key ?? String(tsBlocks.length)
      if (sample.hovers) hoverBlocks.push(sample.hovers)
      for (const sampleFile of sample.files) {
        const hoverFile = hoverFileOf(sample, sampleFile)
        onTypeScript?.({
          file,
          line: fence,
          code: sampleFile.code,
          hidden: sampleFile.hidden,
        })
        problems.push(
          ...packageImportProblems(sampleFile, installed).map((p) => ({
            file,
            line: firstLine + sampleFile.firstLine + p.line,
            message: p.message,
          })),
        )
        const virtual = virtualPath(folder, programFileName(sample, sampleFile))
        sources[virtual] = sampleFile.code
        block.offsets.set(virtual, sampleFile.firstLine)
        if (sample.javaScriptTab && !sampleFile.hidden) {
          try {
            const js = await transpileToJs(
              sampleFile.code,
              language as 'ts' | 'tsx',
            )
            if (hoverFile) hoverFile.js = js
          } catch (error) {
            const line = error instanceof TranspileError ? error.line : 0
            problems.push({
              file,
              line: firstLine + sampleFile.firstLine + line,
              message: `JavaScript tab: ${(error as Error).message}`,
            })
          }
        }
      }
      tsBlocks.push(block)
    }
  }

  const hasSources = Object.keys(sources).length > 0
  // Started first: they run in their own processes while 5.9 checks here.
  const others = hasSources
    ? otherCompilers.map(async (compiler) => ({
        compiler,
        diagnostics: await compiler.compile(sources),
      }))
    : []
  const program = hasSources ? createSampleProgram(sources) : undefined
  problems.push(...blockProblems(tsBlocks, program?.diagnostics() ?? []))
  if (program) onProgram?.(program)
  for (const { compiler, diagnostics } of await Promise.all(others)) {
    problems.push(
      ...blockProblems(tsBlocks, diagnostics).map((problem) => ({
        ...problem,
        message: `${compiler.name}: ${problem.message}`,
      })),
    )
  }
  if (program && hoverBlocks.length) {
    await hoversOf(hoverBlocks, {
      compute: (misses) => hoversIn(program, misses),
    })
  }
  return problems.sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line,
  )
}

/** The problems of each block, from the diagnostics of the program that holds them all. */
function blockProblems(
  tsBlocks: TsBlock[],
  diagnostics: SnippetDiagnostic[],
): Problem[] {
  const problems: Problem[] = []
  for (const block of tsBlocks) {
    const own = diagnostics.filter((d) => block.offsets.has(d.file))
    if (block.expectError) {
      if (own.length === 0) {
        problems.push({
          file: block.file,
          line: block.firstLine,
          message: 'marked expect-error, but it compiles',
        })
      }
      continue
    }
    for (const d of own) {
      problems.push({
        file: block.file,
        line: block.firstLine + block.offsets.get(d.file)! + d.line - 1,
        message: d.message,
      })
    }
  }
  const global = diagnostics.filter((d) => d.file === '')
  problems.push(
    ...global.map((d) => ({ file: '(compiler)', line: 0, message: d.message })),
  )
  return problems
}

/** The first syntax error of a js/jsx block (later ones are usually its echoes), with a 0-based line. */
function parseJs(
  code: string,
  lang: string,
): { line: number; message: string }[] {
  const { diagnostics = [] } = ts.transpileModule(code, {
    fileName: `sample.${lang}`,
    reportDiagnostics: true,
    compilerOptions: {
      allowJs: true,
      jsx: ts.JsxEmit.Preserve,
      target: ts.ScriptTarget.ES2022,
    },
  })
  return diagnostics.slice(0, 1).map((d) => ({
    line:
      d.file && d.start !== undefined
        ? d.file.getLineAndCharacterOfPosition(d.start).line
        : 0,
    message: `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
  }))
}
