import type { PhrasingContent, Root, Table, TableRow } from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import { visit } from 'unist-util-visit'
import {
  DOCUMENTED_PACKAGES,
  installedVersion,
  type DocumentedPackage,
} from '../../markdown/documentedPackages'

/**
 * `<CheckedVersions />` on a line of its own (Getting Started has it) becomes
 * a table of the packages the samples compile against, each with the version
 * installed when the site is built: the page and its Markdown twin get the
 * same table from the same expansion, and no version is typed by hand.
 */
export const CHECKED_VERSIONS = 'CheckedVersions'

/** Text with `code` spans, as Markdown would parse it. */
const phrasing = (text: string): PhrasingContent[] =>
  text
    .split('`')
    .map((value, i) =>
      i % 2 === 1
        ? { type: 'inlineCode' as const, value }
        : { type: 'text' as const, value },
    )
    .filter((node) => node.value)

const row = (...cells: PhrasingContent[][]): TableRow => ({
  type: 'tableRow',
  children: cells.map((children) => ({ type: 'tableCell', children })),
})

/** The table, with the versions installed under `root`'s node_modules. */
export function checkedVersionsTable(
  packages: readonly DocumentedPackage[] = DOCUMENTED_PACKAGES,
  root?: string,
): Table {
  return {
    type: 'table',
    align: [null, null, null],
    children: [
      row(phrasing('Package'), phrasing('Version'), phrasing('Used for')),
      ...packages.map((pkg) =>
        row(
          phrasing(`\`${pkg.name}\`${pkg.note ? ` (${pkg.note})` : ''}`),
          phrasing(installedVersion(pkg, root)),
          phrasing(pkg.usedFor),
        ),
      ),
    ],
  }
}

/** Replaces each `<CheckedVersions />` of a page with the table. */
export function expandCheckedVersions(tree: Root) {
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement, index, parent) => {
    if (node.name !== CHECKED_VERSIONS || !parent || index === undefined) return
    parent.children.splice(index, 1, checkedVersionsTable())
    return index + 1
  })
}

/** Remark plugin, run before Docusaurus's own, as the release list's is. */
export default function checkedVersionsPlugin() {
  return (tree: Root) => {
    expandCheckedVersions(tree)
  }
}
