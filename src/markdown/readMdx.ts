import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { Code, Heading, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkDirective from 'remark-directive'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import includeExampleFiles from './includeExampleFiles'

/**
 * The one reader of the site's MDX outside Docusaurus's compiler: the
 * code-sample check, the type hovers, the Markdown twins, the API coverage
 * and section-id checks and the tests all see a page as the build does. The
 * syntax is the one @docusaurus/mdx-loader parses pages with (MDX, then front
 * matter, directives and GFM, in its order); Docusaurus's own transforms
 * (heading ids, admonitions) are not applied here.
 */
export const mdxProcessor = () =>
  unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkFrontmatter)
    .use(remarkDirective)
    .use(remarkGfm)

const parser = mdxProcessor().freeze()
const shownParser = mdxProcessor().use(includeExampleFiles).freeze()

/** The syntax tree of MDX source, code blocks as written (an `include=` block is empty). */
export const parseMdx = (source: string | VFile): Root => parser.parse(source)

/** The syntax tree of an MDX file. */
export const readMdx = (file: string): Root =>
  parseMdx(readFileSync(file, 'utf8'))

/**
 * The tree as the page shows it: `include=examples/…` blocks hold the app's
 * file (src/markdown/includeExampleFiles.ts). `file.path` names the page in
 * errors.
 */
export const parseMdxAsShown = async (file: VFile): Promise<Root> =>
  (await shownParser.run(shownParser.parse(file), file)) as Root

/** Every .md/.mdx file below `dir`, sorted, as paths relative to the working directory. */
export function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => path.join(dir, name))
    .sort()
}

export function codeBlocks(tree: Root): Code[] {
  const blocks: Code[] = []
  visit(tree, 'code', (node) => void blocks.push(node))
  return blocks
}

export function headings(tree: Root): string[] {
  const texts: string[] = []
  visit(tree, 'heading', (node: Heading) => void texts.push(toString(node)))
  return texts
}
