import type { Heading, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import { createSlugger } from '@docusaurus/utils'

/** An explicit id written as MDX comment at the end of a heading: `## Parameters {/* #combineslices-parameters *\/}`. */
const EXPLICIT_ID = /^\s*\/\*\s*#([\w-]+)\s*\*\/\s*$/

/**
 * The ids Docusaurus gives a page's headings, in page order, computed the way
 * its headings plugin does (an explicit id in a trailing `{/* #id *\/}`, else
 * the slug of the text, numbered on repeats) so that checks can run on the
 * sources without a build. The plugin exports no such function: its rule is
 * copied here (heading-id-rule in src/plugins/internals/registry.ts), and the
 * build tests compare the result with the HTML.
 */
export function headingIds(tree: Root): string[] {
  const slugger = createSlugger()
  const ids: string[] = []
  visit(tree, 'heading', (node: Heading) => {
    const last = node.children.at(-1)
    const explicit =
      last?.type === 'mdxTextExpression'
        ? EXPLICIT_ID.exec(last.value)?.[1]
        : undefined
    ids.push(
      explicit ??
        slugger.slug(
          toString(node.children.filter(({ type }) => type !== 'html')),
        ),
    )
  })
  return ids
}
