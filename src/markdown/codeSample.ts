/**
 * How a TypeScript code block of the docs is read: its meta markers and its
 * `// file:` sections. Shared by the remark plugin that renders blocks and by
 * the check that compiles them, so both see the same files.
 */

import { CodeLineError } from './codeLineError'

export const TS_LANGS = new Set(['ts', 'tsx'])
export const JS_LANGS = new Set(['js', 'jsx'])

/** Meta word: render the TypeScript only, with no JavaScript tab. */
export const NO_TRANSPILE = 'no-transpile'
/** Meta word: the block is a mistake shown on purpose and must not compile. */
export const EXPECT_ERROR = 'expect-error'
/**
 * Meta attribute: the block is an example of its own, so its hidden files need
 * not agree with the page's visible files of the same path
 * (scripts/code-check/walkthroughs.ts). It takes the reason, which the check
 * requires: `standalone="own store: the section configures other middleware"`.
 */
const STANDALONE = /(?:^|\s)standalone(?:=(?:"([^"]*)"|'([^']*)'))?(?=\s|$)/

const FILE_LINE = /^\/\/ file: (\S+)(?:\s+(hidden))?\s*$/

export interface SampleMeta {
  title?: string
  noTranspile: boolean
  expectError: boolean
  standalone: boolean
  /** Why the block is an example of its own (`standalone="…"`), trimmed. */
  standaloneReason?: string
  /** Everything else in the meta string (line highlights and the like). */
  rest: string
}

export interface SampleFile {
  name: string
  code: string
  hidden: boolean
  /** 0-based line of the file's first code line within the block. */
  firstLine: number
}

export function parseMeta(meta: string | null | undefined): SampleMeta {
  let rest = meta ?? ''
  let title: string | undefined
  rest = rest.replace(
    /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/,
    (_match, double, single, bare) => {
      title = double ?? single ?? bare
      return ''
    },
  )
  let standalone = false
  let standaloneReason: string | undefined
  rest = rest.replace(STANDALONE, (_match, double, single) => {
    standalone = true
    standaloneReason = ((double ?? single) as string | undefined)?.trim()
    return ' '
  })
  const words = rest.split(/\s+/).filter(Boolean)
  return {
    title,
    noTranspile: words.includes(NO_TRANSPILE),
    expectError: words.includes(EXPECT_ERROR),
    standalone,
    standaloneReason: standaloneReason || undefined,
    rest: words
      .filter((word) => word !== NO_TRANSPILE && word !== EXPECT_ERROR)
      .join(' '),
  }
}

/** A block whose `// file:` lines do not split it into files. */
export class SampleSyntaxError extends CodeLineError {}

/**
 * Splits a block on its `// file: name.ts [hidden]` lines. A block without
 * such lines is one visible file, named after the title or `example.<lang>`.
 */
export function splitFiles(
  code: string,
  lang: string,
  title?: string,
): SampleFile[] {
  const lines = code.split('\n')
  const starts = lines.flatMap((line, index) => {
    const match = FILE_LINE.exec(line)
    return match
      ? [{ index, name: match[1]!, hidden: match[2] === 'hidden' }]
      : []
  })
  if (starts.length === 0) {
    return [
      { name: title ?? `example.${lang}`, code, hidden: false, firstLine: 0 },
    ]
  }
  const stray = lines
    .slice(0, starts[0]!.index)
    .findIndex((line) => line.trim() !== '')
  if (stray !== -1) {
    throw new SampleSyntaxError(
      'code before the first `// file:` line belongs to no file',
      stray,
    )
  }
  const seen = new Set<string>()
  return starts.map((start, position) => {
    if (seen.has(start.name)) {
      throw new SampleSyntaxError(
        `file ${start.name} appears twice in one block`,
        start.index,
      )
    }
    seen.add(start.name)
    const end = starts[position + 1]?.index ?? lines.length
    const body = lines.slice(start.index + 1, end)
    while (body.length && body[body.length - 1]!.trim() === '') body.pop()
    return {
      name: start.name,
      code: body.join('\n'),
      hidden: start.hidden,
      firstLine: start.index + 1,
    }
  })
}

/** `store.ts` → `store.js`, `App.tsx` → `App.jsx`. */
export function jsFileName(name: string): string {
  return name
    .replace(/\.ts$/, '.js')
    .replace(/\.tsx$/, '.jsx')
    .replace(/\.mts$/, '.mjs')
    .replace(/\.cts$/, '.cjs')
}
