import { useEffect, type RefObject } from 'react'
import { attachTypeHovers, type PointerBefore } from './controller'

export type { PointerBefore }

/**
 * The type hovers of one code block (./controller.ts), loaded with the
 * first hover or focus of a block that has them: nothing of this, nor the
 * page's hovers file, is loaded with the page.
 */
export default function TypeHovers({
  pre,
  url,
  hoverKey,
  pointerBefore,
}: {
  pre: RefObject<HTMLPreElement | null>
  url: string
  hoverKey: number
  pointerBefore: RefObject<PointerBefore | null>
}): null {
  useEffect(() => {
    const block = pre.current
    return block
      ? attachTypeHovers(block, url, hoverKey, pointerBefore)
      : undefined
  }, [pre, url, hoverKey, pointerBefore])
  return null
}
