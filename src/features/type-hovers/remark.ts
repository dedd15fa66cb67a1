import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Root } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import { visit } from 'unist-util-visit'
import {
  identifierValue,
  importOf,
  jsxAttribute as attribute,
} from '../../markdown/mdxNodes'
import { CACHE_DIR, hoversOf, readCache } from './cache'
import { writeWhole } from '../../markdown/cacheFiles'
import { markdownFiles } from '../../markdown/readMdx'
import { hoverBlocksOf, withJavaScriptTabs } from './docsBlocks'
import {
  contentHash,
  PAGE_FORMAT,
  pageHovers,
  type PageEntry,
} from './pageData'
import type { BlockHovers, HoverBlock } from '../../markdown/hoverTypes'

export interface TypeHoversOptions {
  /**
   * `build`: a page's hovers are read from the cache (the misses computed)
   * while it compiles, and bundled as a content-hashed asset. `dev`: the page
   * names the dev server's endpoint, which computes them, off the main
   * thread, when the page first asks.
   */
  mode: 'build' | 'dev'
  /** The site's base URL, which the dev endpoint is under. */
  baseUrl: string
  /** The docs folder, whose blocks the build computes together on a miss. */
  docsDir: string
}

/** Marks the import of a page's hovers file: bundled as an asset (./index.ts). */
export const ASSET_QUERY = '?type-hovers'
/** Where the dev server answers a page's hovers, under the base URL. */
export const DEV_ENDPOINT = '__type-hovers/'
/** What a page's dev request is saved as: the blocks and the page's entries. */
export interface DevRequest {
  blocks: HoverBlock[]
  entries: PageEntry[]
}
export const devRequestPath = (name: string) =>
  path.join(CACHE_DIR, 'requests', `${name}.json`)

const IMPORT_NAME = '__typeHoversUrl'

/**
 * Writes what `make` gives unless the file exists: files are named by what
 * they are made from, so an existing one is already right.
 */
async function writeOnce(file: string, make: () => Promise<string> | string) {
  if (!existsSync(file)) writeWhole(file, await make())
}

/**
 * The hovers of a page's blocks in a production build. On the first miss,
 * every block of the docs that misses is computed in one program (a fresh
 * clone: all of them, as the code-sample check would); pages compiled later
 * read them. A block outside the docs is computed on its own.
 */
function buildHovers(docsDir: string) {
  let docs: Promise<Map<string, BlockHovers>> | undefined
  return async (blocks: HoverBlock[]) => {
    const { found, misses } = readCache(blocks)
    if (!misses.length) return found
    docs ??= hoversOf(hoverBlocksOf(markdownFiles(docsDir)), {
      compute: async (docsMisses) =>
        (await import('./compute')).computeHovers(
          await withJavaScriptTabs(docsMisses),
        ),
    })
    const computed = await docs
    for (const block of misses) {
      const hovers = computed.get(block.key)
      if (hovers) found.set(block.key, hovers)
    }
    const outside = misses.filter((block) => !found.has(block.key))
    for (const entry of await hoversOf(outside)) found.set(...entry)
    return found
  }
}

/**
 * Gives every code block that src/features/code-tabs/tsJsTabs.ts tagged the address of
 * its page's hovers (`typeHovers`) and its place in them (`hoverKey`). Runs
 * after src/remark/highlightCode.ts. The page's HTML gains nothing: the
 * props live in its script, and the hovers are fetched on the first hover
 * or focus of a code block (src/theme/CodeBlock).
 */
export default function typeHovers({
  mode,
  baseUrl,
  docsDir,
}: TypeHoversOptions) {
  const hoversOfBuild = mode === 'build' ? buildHovers(docsDir) : undefined
  return async (tree: Root) => {
    const elements: MdxJsxFlowElement[] = []
    visit(tree, 'mdxJsxFlowElement', (node) => {
      if (node.name === 'CodeBlock' && node.data?.typeHover) elements.push(node)
    })
    if (!elements.length) return
    const blocks = new Map<string, HoverBlock>()
    const entries = elements.map((element): PageEntry => {
      const { block, file, tab } = element.data!.typeHover!
      blocks.set(block.key, block)
      return { key: block.key, file, tab }
    })
    // Block keys are hashes of all a block's hovers depend on, so the
    // entries name the page's hovers: a page whose samples have not
    // changed since its file was written costs no more than this hash.
    const name = contentHash(JSON.stringify({ PAGE_FORMAT, entries }))
    let address: MdxJsxAttribute['value']
    if (hoversOfBuild) {
      const file = path.join(CACHE_DIR, 'pages', `${name}.json`)
      await writeOnce(file, async () =>
        JSON.stringify(
          pageHovers(
            entries,
            await hoversOfBuild([...blocks.values()]),
            blocks.values(),
          ),
        ),
      )
      tree.children.unshift(importOf(IMPORT_NAME, `${file}${ASSET_QUERY}`))
      address = identifierValue(IMPORT_NAME)
    } else {
      const request: DevRequest = { blocks: [...blocks.values()], entries }
      await writeOnce(devRequestPath(name), () => JSON.stringify(request))
      address = `${baseUrl}${DEV_ENDPOINT}${name}.json`
    }
    elements.forEach((element, index) => {
      element.attributes.push(
        attribute('typeHovers', address),
        attribute('hoverKey', String(index)),
      )
      delete element.data!.typeHover
    })
  }
}
