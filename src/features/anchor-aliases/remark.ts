import type { Heading, Root, RootContent } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { VFile } from 'vfile'
import { visit } from 'unist-util-visit'
import {
  ALIASES_DIR,
  AnchorAliasError,
  aliasFileOf,
  readAliases,
} from './aliases'
import { routeOfDoc } from '../../markdown/docRoutes'

function aliasElement<T extends 'mdxJsxFlowElement' | 'mdxJsxTextElement'>(
  type: T,
  id: string,
) {
  return {
    type,
    name: 'AnchorAlias',
    attributes: [{ type: 'mdxJsxAttribute' as const, name: 'id', value: id }],
    children: [],
  } as unknown as T extends 'mdxJsxFlowElement'
    ? MdxJsxFlowElement
    : MdxJsxTextElement
}

/**
 * Puts each alias of links/aliases/<route>.json at the start of its section:
 * inside the section's heading, before its text, so that following the alias
 * scrolls exactly as following the heading's own id does; an alias of the top
 * of the page goes before the first element. Runs after Docusaurus's own
 * plugins, which give headings their ids and build the table of contents, so
 * aliases are in neither. An alias whose section does not exist, or that
 * repeats an id the page already has, fails the build naming the file.
 */
export default function anchorAliases({
  dir = ALIASES_DIR,
}: { dir?: string } = {}) {
  return (tree: Root, file: VFile) => {
    const route = routeOfDoc(file.path)
    const aliases = readAliases(route, dir)
    if (aliases.length === 0) return

    const headings = new Map<string, Heading>()
    visit(tree, 'heading', (node: Heading) => {
      const id = (node.data as { id?: string } | undefined)?.id
      if (id) headings.set(id, node)
    })

    const where = aliasFileOf(route, dir)
    const atTop: RootContent[] = []
    for (const { id, section } of aliases) {
      if (headings.has(id))
        throw new AnchorAliasError(
          `${where}: "${id}" is already a heading id of ${file.path}; remove the alias`,
        )
      if (section === '') {
        atTop.push(aliasElement('mdxJsxFlowElement', id))
        continue
      }
      const heading = headings.get(section)
      if (!heading)
        throw new AnchorAliasError(
          `${where}: "${id}" points at "#${section}", which is no heading id of ${file.path}`,
        )
      heading.children.unshift(aliasElement('mdxJsxTextElement', id))
    }
    // After front matter and ESM imports, so MDX still sees those first.
    const first = tree.children.findIndex(
      (node) => node.type !== 'yaml' && node.type !== 'mdxjsEsm',
    )
    tree.children.splice(
      first === -1 ? tree.children.length : first,
      0,
      ...atTop,
    )
  }
}
