/** One thing on a page that does not fit, as the layout check reports it. */
export interface LayoutProblem {
  /** Which rule it breaks. */
  rule:
    | 'sideways scroll'
    | 'text too small'
    | 'label outside its box'
    | 'label touches a box'
    | 'button label overflows'
    | 'unbalanced rows'
    | 'covers the navbar'
  /** The element: tag, id, classes, and the start of its text. */
  element: string
  /** Numbers that say by how much. */
  detail: string
}

/** The thresholds of the layout check, passed into the page. */
export interface LayoutLimits {
  /** Smallest rendered text, CSS px after every scaling (SVG's viewBox too). */
  minTextPx: number
  /**
   * Space a diagram label keeps from the edges of its box, and a free label
   * from every box: closer than this, the label reads as touching a border.
   */
  labelGapPx: number
}

/**
 * Finds what does not fit on the page as it is laid out now (the viewport's
 * width, the colour mode set). Runs in the browser with `page.evaluate`, so
 * it is self-contained: Playwright sends its source, not its closure. One
 * call measures everything, to keep the check fast on the longest pages.
 *
 * Rules (see tests/README.md, Browser):
 * - the page does not scroll sideways; if it does, the outermost elements
 *   that stick out are named (a code block or table scrolling inside itself
 *   is fine: what is inside a scroll container is skipped);
 * - no visible text is rendered smaller than `minTextPx`: the computed font
 *   size, and for SVG text the font size times the scale of its screen CTM;
 * - in an inline SVG with boxes (`<rect>`), every label (`<text>`) lies
 *   within the SVG; one whose centre lies in a rect fits inside the smallest
 *   such rect with `labelGapPx` to spare, and any other keeps `labelGapPx`
 *   away from every rect;
 * - a button's (or tab's) label stays inside the button;
 * - the items of a CSS grid that wraps into several rows are spread evenly:
 *   row lengths differ by at most one (six cards in rows of four and two fail);
 * - hit-testing points across the navbar finds the navbar or its contents on
 *   top, with the page at its top and with each element that could be drawn
 *   over it (positioned, z-index not below the navbar's) scrolled up to it.
 *   Elements with `pointer-events: none` are invisible to hit-testing and so
 *   not checked.
 */
export async function findLayoutProblems({
  minTextPx,
  labelGapPx,
}: LayoutLimits): Promise<LayoutProblem[]> {
  await document.fonts.ready
  const problems: LayoutProblem[] = []
  const viewportWidth = document.documentElement.clientWidth

  const describe = (element: Element): string => {
    const id = element.id ? `#${element.id}` : ''
    const classes = Array.from(element.classList)
      .slice(0, 3)
      .map((name) => `.${name}`)
      .join('')
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ')
    const excerpt = text.length > 40 ? `${text.slice(0, 40)}…` : text
    const parent = element.parentElement
    const where = parent
      ? `${parent.tagName.toLowerCase()}${parent.id ? `#${parent.id}` : ''} > `
      : ''
    return `${where}${element.tagName.toLowerCase()}${id}${classes}${excerpt ? ` "${excerpt}"` : ''}`
  }
  const px = (value: number) => `${Math.round(value * 10) / 10} px`
  /** How far inner reaches past outer's nearest edge; negative: the room it has left. */
  const overhang = (inner: DOMRect, outer: DOMRect) =>
    Math.max(
      outer.left - inner.left,
      inner.right - outer.right,
      outer.top - inner.top,
      inner.bottom - outer.bottom,
    )

  const visibility = new Map<Element, boolean>()
  const isShown = (element: Element): boolean => {
    let shown = visibility.get(element)
    if (shown === undefined) {
      shown = element.checkVisibility({ visibilityProperty: true })
      visibility.set(element, shown)
    }
    return shown
  }

  // The page scrolls sideways.
  const scrollWidth = document.documentElement.scrollWidth
  if (scrollWidth > viewportWidth) {
    const clips = (element: Element) =>
      getComputedStyle(element).overflowX !== 'visible'
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect()
      if (
        box.width <= 1 ||
        (box.right <= viewportWidth + 0.5 && box.left >= -0.5)
      )
        continue
      // A fixed element (the skip link waiting off screen) scrolls nothing.
      if (!isShown(element) || getComputedStyle(element).position === 'fixed')
        continue
      // Only the outermost element that sticks out, and nothing a scroll
      // container (a code block, a table) holds.
      let ancestor = element.parentElement
      let skip = false
      while (ancestor && ancestor !== document.body) {
        const outer = ancestor.getBoundingClientRect()
        if (
          clips(ancestor) ||
          outer.right > viewportWidth + 0.5 ||
          outer.left < -0.5
        ) {
          skip = true
          break
        }
        ancestor = ancestor.parentElement
      }
      if (skip) continue
      problems.push({
        rule: 'sideways scroll',
        element: describe(element),
        detail: `spans ${px(box.left)} to ${px(box.right)} in a ${viewportWidth} px viewport; the page is ${scrollWidth} px wide`,
      })
    }
  }

  // Text smaller than the limit, HTML and SVG.
  const checkedText = new Set<Element>()
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement
    if (!element || checkedText.has(element) || !node.textContent?.trim())
      continue
    checkedText.add(element)
    // An SVG's title and desc are not drawn.
    if (element instanceof SVGElement && !element.closest('text')) continue
    if (!isShown(element)) continue
    let size = parseFloat(getComputedStyle(element).fontSize)
    if (element instanceof SVGGraphicsElement) {
      const ctm = element.getScreenCTM()
      if (ctm) size *= Math.sqrt(Math.abs(ctm.a * ctm.d - ctm.b * ctm.c))
    }
    if (size < minTextPx) {
      problems.push({
        rule: 'text too small',
        element: describe(element),
        detail: `${px(size)} < ${minTextPx} px`,
      })
    }
  }

  // Labels of inline SVG diagrams and their boxes.
  for (const svg of Array.from(document.body.querySelectorAll('svg'))) {
    if (!isShown(svg)) continue
    const boxes = Array.from(svg.querySelectorAll('rect'))
      .filter(isShown)
      .map((rect) => rect.getBoundingClientRect())
    if (boxes.length === 0) continue
    const frame = svg.getBoundingClientRect()
    for (const label of Array.from(svg.querySelectorAll('text'))) {
      if (!isShown(label)) continue
      const text = label.getBoundingClientRect()
      // The SVG clips what it does not hold.
      const cut = overhang(text, frame)
      if (cut > 0.5) {
        problems.push({
          rule: 'label outside its box',
          element: describe(label),
          detail: `${px(cut)} beyond the edge of its SVG`,
        })
      }
      const x = (text.left + text.right) / 2
      const y = (text.top + text.bottom) / 2
      const around = boxes
        .filter(
          (b) => b.left <= x && x <= b.right && b.top <= y && y <= b.bottom,
        )
        .sort((a, b) => a.width * a.height - b.width * b.height)[0]
      if (around) {
        const spare = -overhang(text, around)
        if (spare < labelGapPx) {
          problems.push({
            rule: 'label outside its box',
            element: describe(label),
            detail: `${px(spare)} from its box's edge (${px(text.width)} wide in a ${px(around.width)} box), needs ${labelGapPx} px`,
          })
        }
        continue
      }
      for (const box of boxes) {
        const gap = Math.max(
          box.left - text.right,
          text.left - box.right,
          box.top - text.bottom,
          text.top - box.bottom,
        )
        if (gap < labelGapPx) {
          problems.push({
            rule: 'label touches a box',
            element: describe(label),
            detail: `${px(gap)} from a box at x ${px(box.left)}–${px(box.right)}, needs ${labelGapPx} px`,
          })
        }
      }
    }
  }

  // Button and tab labels inside their buttons.
  const range = document.createRange()
  for (const button of Array.from(
    document.body.querySelectorAll(
      'button, a.button, [role="button"], [role="tab"], input[type="button"], input[type="submit"]',
    ),
  )) {
    if (!button.textContent?.trim() || !isShown(button)) continue
    const outer = button.getBoundingClientRect()
    range.selectNodeContents(button)
    const inner = range.getBoundingClientRect()
    const over = overhang(inner, outer)
    if (over > 0.5) {
      problems.push({
        rule: 'button label overflows',
        element: describe(button),
        detail: `label ${px(inner.width)} × ${px(inner.height)} in a ${px(outer.width)} × ${px(outer.height)} button, ${px(over)} out`,
      })
    }
  }

  // Grids that wrap into uneven rows; and, in the same pass over every
  // element, what could be drawn over the navbar: a positioned element with
  // a z-index at least the navbar's (anything lower, or inside a stacking
  // context lower than the navbar, passes under it).
  const navbar = document.querySelector('nav.navbar')
  const navbarZ = navbar ? parseInt(getComputedStyle(navbar).zIndex, 10) : NaN
  const raised: Element[] = []
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const style = getComputedStyle(element)
    if (
      navbar &&
      style.position !== 'static' &&
      !(parseInt(style.zIndex, 10) < navbarZ) &&
      style.zIndex !== 'auto' &&
      !navbar.contains(element) &&
      !element.contains(navbar)
    ) {
      raised.push(element)
    }
    if (style.display !== 'grid' && style.display !== 'inline-grid') continue
    if (!isShown(element)) continue
    const rows = new Map<number, number>()
    for (const item of Array.from(element.children)) {
      if (!isShown(item) || getComputedStyle(item).position === 'absolute')
        continue
      const top = Math.round(item.getBoundingClientRect().top)
      rows.set(top, (rows.get(top) ?? 0) + 1)
    }
    const lengths = Array.from(rows.values())
    if (lengths.length < 2) continue
    if (Math.max(...lengths) - Math.min(...lengths) > 1) {
      problems.push({
        rule: 'unbalanced rows',
        element: describe(element),
        detail: `rows of ${lengths.join(', ')} items`,
      })
    }
  }

  // Nothing drawn over the navbar: hit-testing points across it finds the
  // navbar (or what it holds) with the page at its top, and with each raised
  // element scrolled to the navbar's height.
  if (navbar) {
    const scrollBefore = window.scrollY
    const bar = navbar.getBoundingClientRect()
    const seen = new Set<Element>()
    const hitTest = (from: number, to: number) => {
      for (
        let x = Math.max(from, 0) + 2;
        x < Math.min(to, viewportWidth);
        x += 24
      ) {
        for (const y of [
          bar.top + 2,
          (bar.top + bar.bottom) / 2,
          bar.bottom - 2,
        ]) {
          const hit = document.elementFromPoint(x, y)
          if (!hit || navbar.contains(hit) || seen.has(hit)) continue
          seen.add(hit)
          problems.push({
            rule: 'covers the navbar',
            element: describe(hit),
            detail: `on top at (${px(x)}, ${px(y)}) with the page scrolled to ${Math.round(window.scrollY)} px`,
          })
        }
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
    hitTest(0, viewportWidth)
    for (const element of raised) {
      if (!isShown(element)) continue
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      window.scrollTo({
        top: window.scrollY + box.top - bar.top,
        behavior: 'instant',
      })
      const moved = element.getBoundingClientRect()
      hitTest(moved.left, moved.right)
    }
    window.scrollTo({ top: scrollBefore, behavior: 'instant' })
  }

  return problems
}
