import { createHash } from 'node:crypto'
import { stringTable } from './stringTable'
import { pageSamples, type PageSamples } from '../editable-samples/pageSamples'
import type {
  BlockHovers,
  HoverBlock,
  HoverTag,
} from '../../markdown/hoverTypes'

/** A code block of a page that has hovers: which file of which block, which tab. */
export interface PageEntry {
  key: string
  file: string
  tab: HoverTag['tab']
}

/**
 * What a page's code blocks fetch on the first hover or focus: one file per
 * page. `blocks[n]` serves the code block whose `hoverKey` is n, as a flat
 * list of (start, end, text, doc) over the text of its `<code>`.
 */
export interface PageHovers {
  /** Quick-info texts, highlighted as TypeScript (HTML). */
  texts: string[]
  /** JSDoc first paragraphs, plain text. */
  docs: string[]
  blocks: number[][]
  /**
   * The page's samples, for their Edit buttons (src/features/editable-samples):
   * in this file, which a block fetches when it is first reached, so that Edit
   * needs no file, chunk or prop of its own.
   */
  samples: PageSamples
}

/** Collects a page's entries into one file, each text once, with the blocks' files. */
export function pageHovers(
  entries: PageEntry[],
  hovers: ReadonlyMap<string, BlockHovers>,
  hoverBlocks: Iterable<HoverBlock>,
): PageHovers {
  const texts = stringTable()
  const docs = stringTable()
  const blocks: number[][] = []
  for (const { key, file, tab } of entries) {
    const block = hovers.get(key)
    const names = block?.files[file]?.[tab] ?? []
    blocks.push(
      names.flatMap(([start, end, text, doc]) => [
        start,
        end,
        texts.add(block!.texts[text]!),
        doc < 0 ? -1 : docs.add(block!.docs[doc]!),
      ]),
    )
  }
  return {
    texts: texts.list,
    docs: docs.list,
    blocks,
    samples: pageSamples(entries, hoverBlocks),
  }
}

/**
 * The form of a page's file: part of its name (with its entries), so that a
 * file cached in an older form is never taken for the current one.
 */
export const PAGE_FORMAT = 2

/** A short name for a JSON document, by its content. */
export const contentHash = (json: string) =>
  createHash('sha256').update(json).digest('hex').slice(0, 20)
