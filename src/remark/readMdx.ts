import { readFileSync } from 'node:fs'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { Code, Heading, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkFrontmatter from 'remark-frontmatter'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter)

/** Parses a docs file the way the site reads it (MDX, with front matter). */
export function parseMarkdown(file: string): Root {
  return parser.parse(readFileSync(file, 'utf8'))
}

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
