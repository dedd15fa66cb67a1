import React, {
  Suspense,
  memo,
  use,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { useHistory } from '@docusaurus/router'
import useIsBrowser from '@docusaurus/useIsBrowser'
import { followStaticLinks } from './staticLinks'
import { loadOnce } from './loadOnce'
import { serverContent } from './serverDom'

export interface PageModule {
  default: ComponentType
  [name: string]: unknown
}
export type Load = () => Promise<PageModule>

function FullPage({ load }: { load: Load }): ReactNode {
  const { default: Content } = use(loadOnce(load))
  return <Content />
}

/**
 * A doc page whose route loaded its lean form (./README.md), made by
 * ./leanFirst.ts with what the lean module exports (./remark.ts): the lean
 * content while this mount hydrates the server's HTML, the full content
 * when the page is mounted in the browser again (the reader came back to
 * it), whose module starts loading as the reader leaves.
 */
export function leanPage(Lean: ComponentType, loadFull: Load): ComponentType {
  const LeanContent = memo(Lean)
  return function LeanPage(): ReactNode {
    // False only while the app hydrates (@docusaurus/useIsBrowser).
    const hydrating = !useIsBrowser()
    const [lean] = useState(hydrating)
    const history = useHistory()
    useEffect(() => {
      const stop = lean
        ? followStaticLinks(serverContent().container, (path) =>
            history.push(path),
          )
        : undefined
      return () => {
        stop?.()
        void loadOnce(loadFull)
      }
    }, [lean, history])
    return lean ? (
      <LeanContent />
    ) : (
      <Suspense>
        <FullPage load={loadFull} />
      </Suspense>
    )
  }
}
