import { includeTarget } from '../../remark/exampleFile'
import {
  SampleSyntaxError,
  TS_LANGS,
  parseMeta,
  splitFiles,
} from '../../remark/codeSample'
import { codeBlocks, parseMarkdown } from '../../remark/readMdx'
import { TranspileError, transpileToJs } from '../../remark/transpile'
import { hoverBlock } from './key'
import type { HoverBlock } from './types'

/**
 * The TypeScript blocks of Markdown files as the pages render them,
 * JavaScript tabs included; over the whole docs folder, what the build
 * computes in one program when a page misses the cache. Blocks the check
 * would reject are left to the check.
 */
export async function hoverBlocksOf(files: string[]): Promise<HoverBlock[]> {
  const blocks: HoverBlock[] = []
  for (const file of files) {
    for (const node of codeBlocks(parseMarkdown(file))) {
      const lang = node.lang ?? ''
      if (!TS_LANGS.has(lang) || includeTarget(node.meta).target) continue
      const meta = parseMeta(node.meta)
      try {
        const block = hoverBlock(
          splitFiles(node.value, lang),
          lang as 'ts' | 'tsx',
        )
        if (!meta.noTranspile && !meta.expectError)
          for (const sample of block.files)
            if (!sample.hidden)
              sample.js = await transpileToJs(sample.code, sample.lang)
        blocks.push(block)
      } catch (error) {
        if (error instanceof SampleSyntaxError) continue
        if (error instanceof TranspileError) continue
        throw error
      }
    }
  }
  return blocks
}
