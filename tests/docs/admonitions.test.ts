import type { Paragraph, Text } from 'mdast'
import { visit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'
import { markdownFiles, readMdx } from '../../src/remark/readMdx'

// `:::warning Title` is MDX 1's title syntax: with Docusaurus's v4 future
// flags (no mdx1Compat) it is not an admonition but a paragraph that starts
// with ":::". Titles go in brackets: `:::warning[Title]`.
const LEGACY_TITLE = /^:::[a-z]+ \S/

describe('admonitions', () => {
  it('carry their titles in brackets, so that they render as admonitions', () => {
    const found: string[] = []
    for (const file of markdownFiles('docs')) {
      visit(readMdx(file), 'paragraph', (node: Paragraph) => {
        const first = node.children[0] as Text | undefined
        if (first?.type === 'text' && LEGACY_TITLE.test(first.value))
          found.push(
            `${file}:${node.position?.start.line}: ${first.value.split('\n')[0]}`,
          )
      })
    }
    expect(found).toEqual([])
  }, 60_000)
})
