/**
 * Stands in for @docusaurus/core's prefetch helper (prefetch-once in
 * src/features/internals/registry.ts). Each chunk URL gets one
 * `<link rel="prefetch">`, added while the browser is idle. The hint is all a
 * prefetch is: the browser fetches it at its lowest priority.
 */
const hinted = new Set<string>()
const waiting: string[] = []

const whenIdle = (callback: (deadline?: IdleDeadline) => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(callback)
    : setTimeout(callback, 1)

function addHints(deadline?: IdleDeadline) {
  while (waiting.length > 0 && (!deadline || deadline.timeRemaining() > 1)) {
    const link = document.createElement('link')
    link.rel = 'prefetch'
    link.href = waiting.shift()!
    document.head.appendChild(link)
  }
  if (waiting.length > 0) whenIdle(addHints)
}

export default function prefetch(url: string): Promise<void> {
  if (!hinted.has(url)) {
    hinted.add(url)
    if (waiting.push(url) === 1) whenIdle(addHints)
  }
  return Promise.resolve()
}
