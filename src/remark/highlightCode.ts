import type { Code, Root } from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import { visit } from 'unist-util-visit'
import { parseMeta } from '../markdown/codeSample'
import { highlightToHtml } from '../markdown/highlight'
import { jsxAttribute as attribute } from '../markdown/mdxNodes'

/**
 * Turns every fenced code block into `<CodeBlock language title html>` with
 * its highlighting done here, at build time (../markdown/highlight.ts). Runs last, on
 * the blocks the other remark plugins produced.
 */
export default function highlightCode() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (!parent || index === undefined) return
      const language = node.lang ?? 'text'
      const { title } = parseMeta(node.meta)
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'CodeBlock',
        attributes: [
          attribute('language', language),
          ...(title ? [attribute('title', title)] : []),
          attribute('html', highlightToHtml(node.value, language)),
        ],
        children: [],
        // Read by src/features/type-hovers, which runs after this plugin.
        ...(node.data?.typeHover && {
          data: { typeHover: node.data.typeHover },
        }),
      }
      parent.children.splice(index, 1, element)
    })
  }
}
