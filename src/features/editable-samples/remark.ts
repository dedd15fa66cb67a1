import path from 'node:path'
import type { Root } from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import { visit } from 'unist-util-visit'
import {
  identifierValue,
  importOf,
  jsxAttribute as attribute,
} from '../../markdown/mdxNodes'
import { writeJsonByContent } from '../../markdown/cacheFiles'
import { REPO_ROOT } from '../../markdown/repoRoot'
import type { HoverBlock } from '../../markdown/hoverTypes'
import type { PageSamples } from './pageSamples'

/** Where each page's samples file is written, named by its content. */
export const SAMPLES_DIR = path.join(
  REPO_ROOT,
  'node_modules/.cache/editable-samples',
)
const SAMPLES_IMPORT = '__editableSamplesUrl'
/** Marks the import of a page's samples file: emitted as an asset (./index.ts). */
export const SAMPLES_QUERY = '?editable-samples'

/**
 * Gives every TypeScript code block that the check compiles (those
 * src/features/code-tabs/tsJsTabs.ts tagged with their block, in the
 * TypeScript tab) what its "Edit" button needs: the address of the page's
 * samples file, fetched on the first Edit (`editSamples`), and the block's place in it
 * (`editAt`). The file holds each block's files, hidden ones included, as
 * the check's program names them. Runs after src/remark/highlightCode.ts and
 * before the type hovers' plugin, which consumes the tag.
 */
export default function editableSamples() {
  return (tree: Root) => {
    const elements: {
      element: MdxJsxFlowElement
      block: HoverBlock
      file: string
    }[] = []
    visit(tree, 'mdxJsxFlowElement', (node) => {
      const tag = node.name === 'CodeBlock' ? node.data?.typeHover : undefined
      if (tag?.tab === 'ts')
        elements.push({ element: node, block: tag.block, file: tag.file })
    })
    if (!elements.length) return
    const samples: PageSamples = { blocks: [], entries: [] }
    const blockIndex = new Map<string, number>()
    for (const { element, block, file } of elements) {
      let index = blockIndex.get(block.key)
      if (index === undefined) {
        index =
          samples.blocks.push({
            files: block.files.map(({ name, code, hidden }) => ({
              name,
              code,
              hidden,
            })),
          }) - 1
        blockIndex.set(block.key, index)
      }
      element.attributes.push(
        attribute('editSamples', identifierValue(SAMPLES_IMPORT)),
        attribute('editAt', String(samples.entries.length)),
      )
      samples.entries.push({ block: index, file })
    }
    tree.children.unshift(
      importOf(
        SAMPLES_IMPORT,
        `${writeJsonByContent(SAMPLES_DIR, samples)}${SAMPLES_QUERY}`,
      ),
    )
  }
}
