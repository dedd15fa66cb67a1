import path from 'node:path'
import logger from '@docusaurus/logger'
import type { MarkdownConfig } from '@docusaurus/types'

type Hook = Extract<
  MarkdownConfig['hooks']['onBrokenMarkdownLinks'],
  (...args: never[]) => unknown
>

/** `./missing-page.mdx#x` → `/search?q=missing-page`: what a broken Markdown link becomes, in pages and twins. */
export function searchForPageOf(url: string): string {
  const target = url.split(/[?#]/)[0]!
  const name = path.basename(target, path.extname(target)) || target
  return `/search?q=${encodeURIComponent(name)}`
}

/**
 * The spec wants a broken Markdown link (`[x](./missing.mdx)`) to warn, not
 * to fail the build. Left as written, the link would reach the broken-links
 * check, which throws. So it is reported here and pointed at a search for
 * the page it names: the build goes on, and a reader who follows it gets
 * search results instead of a 404.
 */
export const searchForBrokenMarkdownLink: Hook = ({ sourceFilePath, url }) => {
  const replacement = searchForPageOf(url)
  logger.warn`Markdown link with URL code=${url} in source file path=${sourceFilePath} couldn't be resolved; it now links to url=${replacement}.`
  return replacement
}
