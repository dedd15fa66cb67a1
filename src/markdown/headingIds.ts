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
 * copied here (heading-id-rule in src/features/internals/registry.ts), and the
 * build tests compare the result with the HTML.
 *
 * Explicit ids are for the exception (an id that must differ from the slug),
 * not written into every heading as on the Docusaurus and React sites, which
 * do it so that translated headings keep their ids; this site has one
 * language. A rename already fails the pinned-id check until the old id is
 * aliased, and the pins stay needed for removed sections and for aliases, so
 * ids in every heading would repeat them: 1,087 lines over all 52 pages,
 * every page's "Last updated" reset, for nothing a reader sees. If the site
 * is translated, `docusaurus write-heading-ids docs --syntax mdx-comment`
 * writes them, giving today's ids.
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
