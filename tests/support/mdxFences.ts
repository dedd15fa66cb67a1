import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

// A reader of the pages' fenced code blocks written for the tests' oracles
// from CommonMark's fence rule, sharing nothing with the site's MDX reader
// (src/remark/), so that a test comparing the built site with these blocks
// does not agree with the site by construction.

export interface Fence {
  /** The info string's first word: `ts`, `tsx`, `bash`… */
  lang: string
  /** The rest of the info string, as written. */
  meta: string
  /** The block's lines between its fences. */
  body: string
  /** 1-based line of the opening fence in its file. */
  line: number
  /** 1-based line of the closing fence. */
  endLine: number
}

/**
 * Every fenced block of a page, in order: an opening run of at least three
 * backticks or tildes (indented, as in a list item, or not) closed by a run of
 * the same character at least as long with nothing after it. A fence inside a
 * longer fence is that block's text.
 */
export function fencesOf(source: string): Fence[] {
  const fences: Fence[] = []
  let open:
    { marker: string; info: string; line: number; body: string[] } | undefined
  source.split('\n').forEach((text, index) => {
    const fence = /^\s*(`{3,}|~{3,})(.*)$/.exec(text)
    if (!open) {
      if (fence)
        open = {
          marker: fence[1]!,
          info: fence[2]!.trim(),
          line: index + 1,
          body: [],
        }
      return
    }
    const closes =
      fence &&
      fence[1]![0] === open.marker[0] &&
      fence[1]!.length >= open.marker.length &&
      fence[2]!.trim() === ''
    if (!closes) {
      open.body.push(text)
      return
    }
    const [lang = '', ...meta] = open.info.split(/\s+/)
    fences.push({
      lang,
      meta: meta.join(' '),
      body: open.body.join('\n'),
      line: open.line,
      endLine: index + 1,
    })
    open = undefined
  })
  return fences
}

/** The page's lines with every fenced block's lines (fences included) blank: its prose, at the same line numbers. */
export function proseLines(source: string): string[] {
  const lines = source.split('\n')
  for (const { line, endLine } of fencesOf(source))
    lines.fill('', line - 1, endLine)
  return lines
}

/** The bare words of a fence's meta: `title="…"` and other quoted values left out. */
export const metaWords = (meta: string): string[] =>
  meta
    .replace(/"[^"]*"|'[^']*'/g, '')
    .split(/\s+/)
    .filter(Boolean)

/** Every page of the site: `docs/<route>.mdx`, with its route. */
export function docPages(): { file: string; route: string }[] {
  return readdirSync('docs', { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .map((name) => ({
      file: path.join('docs', name),
      route: `/${name
        .replace(/\.mdx?$/, '')
        .split(path.sep)
        .join('/')}`,
    }))
}

export const readPage = (file: string) => readFileSync(file, 'utf8')
