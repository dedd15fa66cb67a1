import { loadOnceAs } from '@site/src/features/lean-pages/loadOnce'
import { loadPageHovers } from '@site/src/theme/CodeBlock/TypeHovers/loadPageHovers'
import type { PageSamples } from './pageSamples'

/**
 * A page's samples, from its hovers file (fetched once for hovers and Edit
 * alike): one promise per file, for React's `use`.
 */
export const loadPageSamples = (hoversUrl: string): Promise<PageSamples> =>
  loadOnceAs(
    `samples ${hoversUrl}`,
    async () => (await loadPageHovers(hoversUrl)).samples,
  )
