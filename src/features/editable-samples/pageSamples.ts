import type { HoverBlock, HoverTag } from '../../markdown/hoverTypes'

/**
 * A page's editable samples, in its hovers file
 * (src/features/type-hovers/pageData.ts): each TypeScript block's files as
 * the check's program has them, hidden ones included, and for each code
 * block by its hover key, which file of which block it shows (`null` for a
 * JavaScript tab's block, which has no Edit).
 */
export interface PageSamples {
  blocks: { files: SampleSource[] }[]
  entries: ({ block: number; file: string } | null)[]
}

export interface SampleSource {
  /** As the check's program names it: `store.ts`, `example.tsx`. */
  name: string
  code: string
  hidden: boolean
}

/** The samples of a page's code blocks (`entries`, by hover key), each block once. */
export function pageSamples(
  entries: { key: string; file: string; tab: HoverTag['tab'] }[],
  blocks: Iterable<HoverBlock>,
): PageSamples {
  const byKey = new Map([...blocks].map((block) => [block.key, block]))
  const samples: PageSamples = { blocks: [], entries: [] }
  const placeOf = new Map<string, number>()
  for (const { key, file, tab } of entries) {
    const block = byKey.get(key)
    if (tab !== 'ts' || !block) {
      samples.entries.push(null)
      continue
    }
    let place = placeOf.get(key)
    if (place === undefined) {
      place =
        samples.blocks.push({
          files: block.files.map(({ name, code, hidden }) => ({
            name,
            code,
            hidden,
          })),
        }) - 1
      placeOf.set(key, place)
    }
    samples.entries.push({ block: place, file })
  }
  return samples
}
