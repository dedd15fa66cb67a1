import isInternalUrl from '@docusaurus/isInternalUrl'

/**
 * The links inside a lean page's static HTML (./StaticHtml.tsx) are plain
 * <a> elements, not the theme's <Link>: this gives them what <Link> does
 * (@docusaurus/core's Link): a click navigates inside the app, a pointer or
 * a finger on the link loads the target's code, a link in view prefetches
 * it. Links to a section of the page (#id) and to other sites stay plain
 * links, as <Link> renders them.
 */
const staticRoots = new WeakSet<Element>()

export function markStatic(element: Element): void {
  staticRoots.add(element)
}

/** The path of a link inside static HTML that <Link> would route, or null. */
function routedPath(target: EventTarget | null): string | null {
  const anchor = target instanceof Element ? target.closest('a') : null
  if (!anchor) return null
  let inStatic = false
  for (
    let node: Element | null = anchor;
    node && !inStatic;
    node = node.parentElement
  )
    inStatic = staticRoots.has(node)
  const href = anchor.getAttribute('href')
  const opens = anchor.getAttribute('target')
  if (
    !inStatic ||
    !href ||
    href.startsWith('#') ||
    !isInternalUrl(href) ||
    (opens && opens !== '_self') ||
    anchor.hasAttribute('download')
  )
    return null
  return href
}

/**
 * Follows the links of the static HTML inside `container` until the
 * returned function is called.
 */
export function followStaticLinks(
  container: Element,
  navigate: (path: string) => void,
): () => void {
  const preloaded = new Set<string>()
  const preload = (event: Event) => {
    const path = routedPath(event.target)
    if (path && !preloaded.has(path)) {
      preloaded.add(path)
      window.docusaurus.preload(path)
    }
  }
  const click = (event: Event) => {
    const mouse = event as MouseEvent
    const path = routedPath(mouse.target)
    if (
      !path ||
      mouse.defaultPrevented ||
      mouse.button !== 0 ||
      mouse.metaKey ||
      mouse.altKey ||
      mouse.ctrlKey ||
      mouse.shiftKey
    )
      return
    mouse.preventDefault()
    navigate(path)
  }
  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      inView.unobserve(entry.target)
      const path = routedPath(entry.target)
      if (path) window.docusaurus.prefetch(path)
    }
  })
  for (const anchor of Array.from(container.querySelectorAll('a[href]')))
    if (routedPath(anchor)) inView.observe(anchor)
  container.addEventListener('click', click)
  container.addEventListener('mouseover', preload)
  container.addEventListener('touchstart', preload, { passive: true })
  return () => {
    inView.disconnect()
    container.removeEventListener('click', click)
    container.removeEventListener('mouseover', preload)
    container.removeEventListener('touchstart', preload)
  }
}
