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

/** What a code block's `editSamples` prop loads. */
export type LoadPageSamples = () => Promise<{ default: PageSamples }>
