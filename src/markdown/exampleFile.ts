import { readFileSync } from 'node:fs'
import path from 'node:path'
import { REPO_ROOT } from './repoRoot'

/**
 * Code blocks can show a file of an example app under `examples/` instead of
 * a copy of it, so that a tutorial cannot drift from the app that the tests
 * run: ```` ```ts include=examples/quick-start/src/app/store.ts ```` shows
 * the whole file, `…/store.ts#setup` only the lines between
 * `// #region setup` and `// #endregion setup`. Region markers never show.
 */

const INCLUDE = /(?:^|\s)include=(\S+)/
const REGION_MARKER =
  /^\s*(?:\/\/|\/\*|<!--|\{\/\*)\s*#(region|endregion)\b\s*([\w-]*)/

export class ExampleFileError extends Error {}

/** The `include=` target of a code block's meta, and the meta without it. */
export function includeTarget(meta: string | null | undefined): {
  target?: string
  rest: string
} {
  const match = INCLUDE.exec(meta ?? '')
  return match
    ? { target: match[1], rest: (meta ?? '').replace(match[0], ' ').trim() }
    : { rest: meta ?? '' }
}

export interface ExampleFile {
  code: string
  /** The file's path inside its app, e.g. `src/app/store.ts`. */
  title: string
}

export function readExampleFile(target: string, root = REPO_ROOT): ExampleFile {
  const [file = '', region] = target.split('#')
  const segments = file.split('/')
  if (
    segments[0] !== 'examples' ||
    segments.length < 3 ||
    segments.includes('..')
  ) {
    throw new ExampleFileError(
      `include=${target}: expected examples/<app>/<file>`,
    )
  }
  let source: string
  try {
    source = readFileSync(path.join(root, file), 'utf8')
  } catch {
    throw new ExampleFileError(`include=${target}: ${file} does not exist`)
  }
  const lines = source.replace(/\n$/, '').split('\n')
  const title = segments.slice(2).join('/')
  if (!region) {
    return {
      code: lines.filter((line) => !REGION_MARKER.test(line)).join('\n'),
      title,
    }
  }
  const start = lines.findIndex(
    (line) =>
      REGION_MARKER.exec(line)?.slice(1, 3).join(' ') === `region ${region}`,
  )
  const end = lines.findIndex(
    (line, index) =>
      index > start &&
      REGION_MARKER.exec(line)?.slice(1, 3).join(' ') === `endregion ${region}`,
  )
  if (start === -1 || end === -1) {
    throw new ExampleFileError(
      `include=${target}: no "#region ${region}" … "#endregion ${region}" in ${file}`,
    )
  }
  return {
    code: dedent(
      lines.slice(start + 1, end).filter((line) => !REGION_MARKER.test(line)),
    ),
    title,
  }
}

function dedent(lines: string[]): string {
  const indents = lines
    .filter((line) => line.trim())
    .map((line) => /^ */.exec(line)![0].length)
  const common = Math.min(...indents, Infinity)
  return lines
    .map((line) => line.slice(common === Infinity ? 0 : common))
    .join('\n')
}

/**
 * An example app's whole file (`examples/<app>/<file>`) as a reader has it
 * who has added only some of its regions: the lines of every other region
 * left out, marker lines dropped (scripts/code-check/walkthroughs.ts).
 */
export function exampleFileWithRegions(
  file: string,
  kept: ReadonlySet<string>,
  root = REPO_ROOT,
): string {
  const open: string[] = []
  return readFileSync(path.join(root, file), 'utf8')
    .replace(/\n$/, '')
    .split('\n')
    .filter((line) => {
      const [, kind, name = ''] = REGION_MARKER.exec(line) ?? []
      if (kind === 'region') open.push(name)
      if (kind === 'endregion') open.pop()
      return !kind && open.every((region) => kept.has(region))
    })
    .join('\n')
}
