/**
 * The code-sample check's second compiler: TypeScript 7, the native one,
 * installed as the alias `typescript-7`. It has no classic compiler API, so
 * the files the check assembles are written to a temporary folder with a
 * tsconfig.json of the samples' own options, and its `tsc` runs once over all
 * of them; each diagnostic line it prints is read back as 5.9's program gives
 * it, and check.ts maps both to the page's file:line the same way.
 */
import { spawn } from 'node:child_process'
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { REPO_ROOT } from '../../src/markdown/repoRoot'
import { SAMPLE_COMPILER_OPTIONS } from '../../src/markdown/sampleCompilerOptions'
import type { SnippetDiagnostic } from '../../src/markdown/sampleProgram'
import type { OtherCompiler } from './check'

const PACKAGE_DIR = path.join(REPO_ROOT, 'node_modules/typescript-7')

/** The installed version of the alias, e.g. `7.0.2`. */
export const TYPESCRIPT_7_VERSION = (
  JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as {
    version: string
  }
).version

/** `file(line,col): error TS2322: message`, as `tsc --pretty false` prints one. */
const DIAGNOSTIC = /^(?:(.+)\((\d+),\d+\): )?error (TS\d+): (.*)$/

/**
 * The diagnostics in the output of `tsc --pretty false`. A message's chain
 * continues on the lines after it, indented, as 5.9 flattens it. A file that
 * is not a sample (the tsconfig.json, a package's declarations) is reported
 * as the compiler's own, naming the file, so that nothing it says is lost.
 */
export function parseTscOutput(
  output: string,
  samples: ReadonlySet<string>,
): SnippetDiagnostic[] {
  const diagnostics: SnippetDiagnostic[] = []
  for (const line of output.split(/\r?\n/)) {
    const match = DIAGNOSTIC.exec(line)
    if (match) {
      const [, file = '', lineNumber, code, text] = match
      const isSample = samples.has(file)
      diagnostics.push({
        file: isSample ? file : '',
        line: isSample ? Number(lineNumber) : 0,
        message:
          isSample || !file
            ? `${code}: ${text}`
            : `${code}: ${file}(${lineNumber}): ${text}`,
      })
    } else if (/^\s/.test(line) && diagnostics.length) {
      diagnostics.at(-1)!.message += `\n${line}`
    } else if (line.trim()) {
      throw new Error(
        `TypeScript 7 printed a line the check cannot read: ${line}`,
      )
    }
  }
  return diagnostics
}

/** Runs TypeScript 7's tsc over a project folder; its output and exit code. */
function runTsc(projectDir: string): Promise<{ output: string; code: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(PACKAGE_DIR, 'bin/tsc'), '-p', '.', '--pretty', 'false'],
      { cwd: projectDir, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    let errors = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code, signal) => {
      // 0: no errors; 1 and 2: errors were reported (with and without output).
      if (code === null || code > 2 || errors.trim())
        reject(
          new Error(
            `TypeScript 7's tsc ended with ${signal ?? `exit code ${code}`}: ${errors || output}`,
          ),
        )
      else resolve({ output, code })
    })
  })
}

/**
 * Type-checks the sample files with TypeScript 7: the same files, paths and
 * compiler options (src/markdown/sampleCompilerOptions.ts) as 5.9's program.
 * The folder links to this project's node_modules, so that imports resolve
 * against the same installed packages.
 */
export async function compileWithTypeScript7(
  sources: Record<string, string>,
): Promise<SnippetDiagnostic[]> {
  const projectDir = mkdtempSync(path.join(tmpdir(), 'code-check-ts7-'))
  try {
    symlinkSync(
      path.join(REPO_ROOT, 'node_modules'),
      path.join(projectDir, 'node_modules'),
      'dir',
    )
    for (const [name, code] of Object.entries(sources)) {
      const file = path.join(projectDir, name)
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(file, code)
    }
    writeFileSync(
      path.join(projectDir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: SAMPLE_COMPILER_OPTIONS,
        files: Object.keys(sources),
      }),
    )
    const { output, code } = await runTsc(projectDir)
    const diagnostics = parseTscOutput(output, new Set(Object.keys(sources)))
    if (code !== 0 && diagnostics.length === 0)
      throw new Error(
        `TypeScript 7's tsc failed (exit code ${code}) without a diagnostic: ${output}`,
      )
    return diagnostics
  } finally {
    rmSync(projectDir, { recursive: true, force: true })
  }
}

/** TypeScript 7 as a second compiler of the code-sample check. */
export const typescript7: OtherCompiler = {
  name: `TypeScript ${TYPESCRIPT_7_VERSION}`,
  compile: compileWithTypeScript7,
}
