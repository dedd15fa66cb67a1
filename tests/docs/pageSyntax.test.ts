import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Definition, Link, Paragraph, Root, Text } from 'mdast'
import { visit } from 'unist-util-visit'
import { beforeAll, describe, expect, it } from 'vitest'
import { markdownFiles, readMdx } from '../../src/markdown/readMdx'

// `:::warning Title` is MDX 1's title syntax: with Docusaurus's v4 future
// flags (no mdx1Compat) it is not an admonition but a paragraph that starts
// with ":::". Titles go in brackets: `:::warning[Title]`.
const LEGACY_TITLE = /^:::[a-z]+ \S/

// A Markdown link to a file that does not exist only warns in the build and
// then leads to a search (src/site/brokenMarkdownLinks.ts, as the spec asks), so
// nothing else stops a wrong `../` from shipping. The build checks the
// #section once the file resolves.
const FILE_LINK = /^(?![a-z]+:|\/|#)([^#?]+\.mdx?)(?:[#?].*)?$/

describe('the pages’ Markdown', () => {
  let pages: [file: string, tree: Root][]
  beforeAll(() => {
    pages = markdownFiles('docs').map((file) => [file, readMdx(file)])
  }, 180_000)

  it('admonitions carry their titles in brackets, so that they render as admonitions', () => {
    const found: string[] = []
    for (const [file, tree] of pages)
      visit(tree, 'paragraph', (node: Paragraph) => {
        const first = node.children[0] as Text | undefined
        if (first?.type === 'text' && LEGACY_TITLE.test(first.value))
          found.push(
            `${file}:${node.position?.start.line}: ${first.value.split('\n')[0]}`,
          )
      })
    expect(found).toEqual([])
  })

  it('every relative link to a .md or .mdx file names a file that exists', () => {
    const broken: string[] = []
    for (const [file, tree] of pages)
      visit(tree, ['link', 'definition'], (node) => {
        const { url, position } = node as Link | Definition
        const target = FILE_LINK.exec(url)?.[1]
        if (target && !existsSync(path.join(path.dirname(file), target)))
          broken.push(`${file}:${position?.start.line}: ${url}`)
      })
    expect(broken).toEqual([])
  })
})
