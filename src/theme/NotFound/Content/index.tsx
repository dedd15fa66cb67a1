import React, { Suspense, lazy, type ReactNode } from 'react'
import clsx from 'clsx'
import ErrorBoundary from '@docusaurus/ErrorBoundary'
import Link from '@docusaurus/Link'
import useIsBrowser from '@docusaurus/useIsBrowser'
import Heading from '@theme/Heading'
import type { Props } from '@theme/NotFound/Content'

// Docs pages render this component for unknown paths too, so it is part of
// their JavaScript: what needs data (moved pages, error messages, search)
// loads only when a not-found page is actually shown.
const NotFoundGuide = lazy(() => import('@site/src/components/NotFoundGuide'))

function WaysOn(): ReactNode {
  return (
    <ul>
      <li>
        <Link to="/">Home page</Link>
      </li>
      <li>
        <Link to="/introduction/getting-started">Getting Started</Link>
      </li>
      <li>
        <Link to="/search">Search the docs</Link>
      </li>
    </ul>
  )
}

function NotFound(): ReactNode {
  return (
    <>
      <Heading as="h1" className="hero__title">
        Page not found
      </Heading>
      <p>
        There is no page at this address. It may have moved when the docs were
        reorganised, or the link may have a typo.
      </p>
      <WaysOn />
    </>
  )
}

// The stock text only tells the reader to complain to whoever linked here;
// this one leads the reader on: see src/components/NotFoundGuide.
export default function NotFoundContent({ className }: Props): ReactNode {
  // The server cannot know the path a reader will ask for: the HTML is the
  // plain not-found page, the guide takes over after hydration.
  const isBrowser = useIsBrowser()
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          {isBrowser ? (
            // Should the guide's code fail to load, the plain page stays.
            <ErrorBoundary fallback={() => <NotFound />}>
              <Suspense fallback={<NotFound />}>
                <NotFoundGuide notFound={<NotFound />} waysOn={<WaysOn />} />
              </Suspense>
            </ErrorBoundary>
          ) : (
            <NotFound />
          )}
        </div>
      </div>
    </main>
  )
}
