import { startTransition, useEffect, useState } from 'react'

type WindowSize = 'desktop' | 'mobile' | 'ssr'

/**
 * Stands in for theme-common's useWindowSize (window-size-transition in
 * src/features/internals/registry.ts), same contract: 'ssr' until hydrated,
 * then 'desktop' above 996 px (Infima's breakpoint) and 'mobile' below. The
 * only change: the update is a transition.
 */
export function useWindowSize({
  desktopBreakpoint = 996,
}: { desktopBreakpoint?: number } = {}): WindowSize {
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr')
  useEffect(() => {
    const update = () =>
      startTransition(() =>
        setWindowSize(
          window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile',
        ),
      )
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [desktopBreakpoint])
  return windowSize
}
