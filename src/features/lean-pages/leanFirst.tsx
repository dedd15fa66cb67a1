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

interface PageModule {
  default: ComponentType
  [name: string]: unknown
}
type Load = () => Promise<PageModule>

function FullPage({ load }: { load: Load }): ReactNode {
  const { default: Content } = use(loadOnce(load))
  return <Content />
}

/**
 * A doc page whose route loaded its lean form (./README.md): the lean
 * content while this mount hydrates the server's HTML, the full content
 * when the page is mounted in the browser again (the reader came back to
 * it), whose module starts loading as the reader leaves.
 */
function leanPage(Lean: ComponentType, loadFull: Load): ComponentType {
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

/**
 * A doc's entry in the route registry, in the browser bundle
 * (src/features/internals/loaders/leanRegistry.cjs): before the app has
 * hydrated, the loader gives the page's lean form (the page on screen came
 * from the server); after, its full form (a page rendered in the browser).
 */
export function leanFirst(loadLean: Load, loadFull: Load): Load {
  return () =>
    document.documentElement.dataset.hasHydrated === 'true'
      ? loadFull()
      : loadLean().then((page) => ({
          ...page,
          default: leanPage(page.default, loadFull),
        }))
}
