import React, { Suspense, use, type ComponentType, type ReactNode } from 'react'
import ErrorBoundary from '@docusaurus/ErrorBoundary'
import { loadOnce } from '@site/src/features/lean-pages/loadOnce'

/**
 * An editor loaded on demand (its code, then its data), with what shows
 * meanwhile and, when a download fails, a message with Retry, which loads
 * again what failed. Part of every page that has an Edit button: small.
 */
export default function LazyEditor<P extends object>({
  load,
  props,
  fallback,
}: {
  load: () => Promise<{ default: ComponentType<P> }>
  props: P
  fallback: ReactNode
}): ReactNode {
  return (
    <ErrorBoundary
      fallback={({ tryAgain }) => (
        <p role="alert" className="alert alert--danger">
          The editor could not load. Check your connection, then{' '}
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={tryAgain}
          >
            Retry
          </button>
        </p>
      )}
    >
      <Suspense fallback={fallback}>
        <Loaded load={load} props={props} />
      </Suspense>
    </ErrorBoundary>
  )
}

function Loaded<P extends object>({
  load,
  props,
}: {
  load: () => Promise<{ default: ComponentType<P> }>
  props: P
}): ReactNode {
  const { default: Editor } = use(loadOnce(load))
  return <Editor {...props} />
}
