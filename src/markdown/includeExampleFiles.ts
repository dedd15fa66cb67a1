import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { visit } from 'unist-util-visit'
import { includeTarget, readExampleFile } from './exampleFile'

/**
 * Fills every code block whose meta says `include=examples/…` with that file
 * of an example app, titled with its path in the app unless the block has a
 * title. Runs before the TS/JS tabs so included TypeScript gets its tab too.
 */
export default function includeExampleFiles() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'code', (node) => {
      const { target, rest } = includeTarget(node.meta)
      if (!target) return
      try {
        if (node.value.trim())
          throw new Error(
            `include=${target}: the block must be empty, its code comes from the file`,
          )
        const { code, title } = readExampleFile(target)
        node.value = code
        // Compiled with its app, not by the code-sample check: no type hovers.
        node.data = { ...node.data, includedFrom: target }
        node.meta = /\btitle=/.test(rest)
          ? rest
          : `title="${title}" ${rest}`.trim()
      } catch (error) {
        throw new Error(
          `${file.path}:${node.position?.start.line ?? 0}: ${(error as Error).message}`,
        )
      }
    })
  }
}
