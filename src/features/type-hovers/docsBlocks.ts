import { codeBlocks, readMdx } from '../../markdown/readMdx'
import { readSample, SampleReadError } from '../../markdown/readSample'
import { TranspileError, transpileToJs } from '../../markdown/transpile'
import type { HoverBlock } from '../../markdown/hoverTypes'

/**
 * The TypeScript blocks of Markdown files as the pages render them; over the
 * whole docs folder, what the build computes in one program when a page
 * misses the cache. Blocks the check would reject are left to the check.
 */
export function hoverBlocksOf(files: string[]): HoverBlock[] {
  const blocks: HoverBlock[] = []
  for (const file of files) {
    for (const node of codeBlocks(readMdx(file))) {
      try {
        const { hovers, javaScriptTab } = readSample(node, { typeHovers: true })
        if (!hovers) continue
        if (javaScriptTab) javaScriptTabs.set(hovers, true)
        blocks.push(hovers)
      } catch (error) {
        if (error instanceof SampleReadError) continue
        throw error
      }
    }
  }
  return blocks
}

/** The blocks that get a JavaScript tab (`javaScriptTab` of src/markdown/readSample.ts). */
const javaScriptTabs = new WeakMap<HoverBlock, true>()

/**
 * Adds their JavaScript tabs to blocks from hoverBlocksOf, for the names of
 * the tabs to be mapped: only for blocks about to be computed, since
 * Prettier's pass is most of the cost of reading the docs.
 */
export async function withJavaScriptTabs(
  blocks: HoverBlock[],
): Promise<HoverBlock[]> {
  for (const block of blocks) {
    if (!javaScriptTabs.has(block)) continue
    for (const file of block.files)
      if (!file.hidden) {
        try {
          file.js ??= await transpileToJs(file.code, file.lang)
        } catch (error) {
          // The page fails to build, naming the line: nothing to map.
          if (!(error instanceof TranspileError)) throw error
        }
      }
  }
  return blocks
}
