import { loadOnceAs } from '@site/src/features/lean-pages/loadOnce'

/**
 * A page's editable samples (./remark.ts writes it, the editor reads it):
 * each TypeScript block's files as the check's program has them, hidden ones
 * included, and for each code block with an Edit button, which file of
 * which block it shows.
 */
export interface PageSamples {
  blocks: { files: SampleSource[] }[]
  entries: { block: number; file: string }[]
}

export interface SampleSource {
  /** As the check's program names it: `store.ts`, `example.tsx`. */
  name: string
  code: string
  hidden: boolean
}

/** A page's samples file, fetched once per page view (again after a failure). */
export const loadPageSamples = (url: string): Promise<PageSamples> =>
  loadOnceAs(url, async () => {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
    return (await response.json()) as PageSamples
  })
