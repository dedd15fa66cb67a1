import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Root } from 'mdast'
import { parseMdx } from './readMdx'

/** Absolute path → the source it was parsed from and its tree. */
const parsed = new Map<string, { source: string; tree: Root }>()

/**
 * A page's syntax tree as `parseMdx` gives it, parsed once per process for
 * each source text: the release list reads every page inside one page's
 * compile, and the Markdown twins read each page again after the build;
 * one parse of the 52 pages serves both. The tree is shared: read it, or
 * change a copy (`ownSourceTree`).
 */
export function sharedSourceTree(
  file: string,
  source = readFileSync(file, 'utf8'),
): Root {
  const key = path.resolve(file)
  const had = parsed.get(key)
  if (had?.source === source) return had.tree
  const tree = parseMdx(source)
  parsed.set(key, { source, tree })
  return tree
}

/** A copy of the page's tree to change (about 3 ms a page, a parse about 70). */
export const ownSourceTree = (file: string, source: string): Root =>
  structuredClone(sharedSourceTree(file, source))
