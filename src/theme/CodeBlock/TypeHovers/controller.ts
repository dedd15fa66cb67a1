import { textOfHtml } from '@site/src/markdown/codeHtml'
import type { PageHovers } from '@site/src/features/type-hovers/pageData'
import codeStyles from '../styles.module.css'
import { loadPageHovers } from './loadPageHovers'
import {
  nameAtPoint,
  namesOf,
  rangeOf,
  textRuns,
  type Name,
  type TextRun,
} from './names'
import hidden from '@site/src/css/visuallyHidden.module.css'
import styles from './styles.module.css'

/** Where the pointer was over the block before this code loaded. */
export interface PointerBefore {
  x: number
  y: number
  /** A tap (touch) rather than a resting mouse. */
  tap: boolean
}

/** How long a mouse rests on a name before its type shows. */
export const HOVER_DELAY_MS = 300
/** How long a popup stays once the mouse has left its name: time to reach it. */
const LEAVE_GRACE_MS = 200
/** The CSS Custom Highlight that marks the name shown (styles.module.css). */
const HIGHLIGHT = 'type-hover'
/**
 * On the block while it shows a name: the highlight's style applies only
 * inside a block that has it (styles.module.css says why).
 */
const MARKING = 'data-type-hover-shown'

type Via = 'mouse' | 'keyboard' | 'touch'

/** The one popup of the page: showing another closes it. */
let closeShown: (() => void) | undefined
let ids = 0

function element(tag: string, className: string, attributes = {}) {
  const created = document.createElement(tag)
  created.className = className
  for (const [name, value] of Object.entries(attributes))
    created.setAttribute(name, String(value))
  return created
}

/**
 * The type of any name in a code block, from the page's hovers file:
 * - mouse: rest on a name for 300 ms; the popup stays while the pointer is
 *   on the name or on the popup (which scrolls when long);
 * - keyboard: Enter on the focused block steps into its names; ←/→ move by
 *   name, ↑/↓ by line, Home/End to the ends, PageUp/PageDown scroll a long
 *   popup, each name announced as "name: type"; Escape or Tab steps out.
 *   Outside that mode the arrow keys scroll the block, as before;
 * - touch: tap a name; tap elsewhere to close.
 * Escape closes any popup. The code gains no element per name: a name is a
 * range of its text, and the one shown is marked with the CSS Custom
 * Highlight API. Returns what undoes it all.
 */
export function attachTypeHovers(
  block: HTMLPreElement,
  url: string,
  hoverKey: number,
  /** Read when the types arrive; the pointer may reach the block first. */
  pointerBefore: { current: PointerBefore | null },
): () => void {
  const code = block.querySelector('code')!
  const hintId = `type-hovers-hint-${++ids}`
  const hint = element('div', `${hidden.visuallyHidden} ${styles.hint}`, {
    id: hintId,
  })
  const announcer = element('div', hidden.visuallyHidden!, { role: 'status' })
  block.parentElement!.append(hint, announcer)

  let data: PageHovers | undefined
  let failure: string | undefined
  let names: Name[] = []
  let runs: TextRun[] = []
  /** The line of each name, for ↑/↓. */
  let lines: number[] = []
  let shown: { index: number; via: Via } | null = null
  let exploring = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let popup: HTMLElement | undefined
  let detached = false

  const highlights = () =>
    // A Map of names to highlights; its methods are typed with DOM.Iterable.
    (typeof CSS !== 'undefined' ? CSS.highlights : undefined) as
      Map<string, Highlight> | undefined

  const updateHint = () => {
    const ready = names.length > 0 || failure !== undefined
    hint.textContent = failure
      ? 'Types could not be loaded: press Enter to retry'
      : 'Press Enter to step through the names and their types'
    hint.classList.toggle(
      styles.hintShown!,
      ready && !exploring && block.matches(':focus-visible'),
    )
    if (ready) {
      block.setAttribute('aria-describedby', hintId)
      block.setAttribute('aria-keyshortcuts', 'Enter')
    }
  }

  const textOf = (name: Name) =>
    (code.textContent ?? '').slice(name.start, name.end)

  const onDocumentKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && shown?.via !== 'keyboard') show(null)
  }
  const onDocumentPointerDown = (event: PointerEvent) => {
    const target = event.target as Node
    if (popup?.contains(target)) return
    if (shown?.via === 'touch' && block.contains(target)) return
    show(null)
  }

  function placePopup(range: Range) {
    const rect = range.getBoundingClientRect()
    const { width, height } = popup!.getBoundingClientRect()
    const below = rect.bottom + 4
    const top =
      below + height > window.innerHeight && rect.top - height - 4 > 0
        ? rect.top - height - 4
        : below
    const left = Math.max(
      4,
      Math.min(rect.left, document.documentElement.clientWidth - width - 4),
    )
    popup!.style.top = `${top + window.scrollY}px`
    popup!.style.left = `${left + window.scrollX}px`
  }

  function keepInView(range: Range) {
    const rect = range.getBoundingClientRect()
    const box = block.getBoundingClientRect()
    if (rect.right > box.right) block.scrollLeft += rect.right - box.right + 16
    if (rect.left < box.left) block.scrollLeft -= box.left - rect.left + 16
    if (rect.top < 0 || rect.bottom > window.innerHeight)
      window.scrollBy(0, rect.top - window.innerHeight / 3)
  }

  function show(next: typeof shown) {
    clearTimeout(timer)
    shown = next
    if (!shown || !data) {
      popup?.remove()
      popup = undefined
      highlights()?.delete(HIGHLIGHT)
      block.removeAttribute(MARKING)
      if (closeShown === hide) closeShown = undefined
      document.removeEventListener('keydown', onDocumentKeyDown)
      document.removeEventListener('pointerdown', onDocumentPointerDown)
      return
    }
    if (closeShown !== hide) {
      closeShown?.()
      closeShown = hide
      document.addEventListener('keydown', onDocumentKeyDown)
      document.addEventListener('pointerdown', onDocumentPointerDown)
    }
    const name = names[shown.index]!
    const range = rangeOf(runs, name)
    highlights()?.set(HIGHLIGHT, new Highlight(range))
    block.setAttribute(MARKING, '')
    if (shown.via === 'keyboard') keepInView(range)
    if (!popup) {
      popup = element('div', `${codeStyles.container} ${styles.popup}`, {
        role: 'tooltip',
        id: `${hintId}-popup`,
      })
      popup.addEventListener('pointerenter', () => clearTimeout(timer))
      popup.addEventListener('pointerleave', (event) => {
        if (event.pointerType !== 'touch' && shown?.via === 'mouse')
          timer = setTimeout(hide, LEAVE_GRACE_MS)
      })
      document.body.append(popup)
    }
    const type = data.texts[name.text]!
    const doc = name.doc >= 0 ? data.docs[name.doc] : undefined
    popup.setAttribute('aria-label', `Type of ${textOf(name)}`)
    popup.replaceChildren(element('code', `${codeStyles.lines} ${styles.type}`))
    popup.firstElementChild!.innerHTML = type
    if (doc)
      popup.append(
        Object.assign(element('p', styles.doc!), { textContent: doc }),
      )
    popup.scrollTop = 0
    placePopup(range)
    announcer.textContent =
      shown.via === 'keyboard'
        ? `${textOf(name)}: ${textOfHtml(type)}${doc ? `. ${doc}` : ''}`
        : ''
  }
  function hide() {
    show(null)
  }

  /** A mouse resting at a point: show its name after the delay, or leave. */
  function rest(x: number, y: number) {
    const index = nameAtPoint(names, runs, x, y)
    if (index !== -1 && shown?.index === index) return clearTimeout(timer)
    clearTimeout(timer)
    timer =
      index === -1
        ? setTimeout(() => {
            if (shown?.via === 'mouse') hide()
          }, LEAVE_GRACE_MS)
        : setTimeout(() => show({ index, via: 'mouse' }), HOVER_DELAY_MS)
  }
  function tap(x: number, y: number) {
    const index = nameAtPoint(names, runs, x, y)
    show(index === -1 ? null : { index, via: 'touch' })
  }

  // Until the types arrive, where the pointer rests or taps is kept for
  // then, as the code block keeps it until this code arrives.
  const onPointerMove = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return
    if (data) rest(event.clientX, event.clientY)
    else
      pointerBefore.current = { x: event.clientX, y: event.clientY, tap: false }
  }
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return
    if (data) rest(-1, -1)
    else pointerBefore.current = null
  }
  const onPointerUp = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') return
    if (data) tap(event.clientX, event.clientY)
    else
      pointerBefore.current = { x: event.clientX, y: event.clientY, tap: true }
  }

  function step(index: number) {
    if (index >= 0 && index < names.length) show({ index, via: 'keyboard' })
  }
  function stepOut() {
    exploring = false
    if (shown?.via === 'keyboard') hide()
    announcer.textContent = ''
    updateHint()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    if (!exploring) {
      if (event.key !== 'Enter') return
      event.preventDefault()
      exploring = true
      updateHint()
      if (failure !== undefined) {
        announcer.textContent = 'Loading the types again'
        return load()
      }
      // The first name in view.
      const box = block.getBoundingClientRect()
      const first = names.findIndex((name) => {
        const rect = rangeOf(runs, name).getBoundingClientRect()
        return rect.top >= box.top && rect.left >= box.left
      })
      return step(Math.max(first, 0))
    }
    const index = shown?.via === 'keyboard' ? shown.index : -1
    const line = lines[index] ?? 0
    const above = lines[lines.findIndex((l) => l >= line) - 1]
    const keys: Record<string, () => void> = {
      ArrowRight: () => step(index + 1),
      ArrowLeft: () => step(index - 1),
      ArrowDown: () => step(lines.findIndex((l) => l > line)),
      ArrowUp: () => step(lines.indexOf(above ?? -1)),
      Home: () => step(0),
      End: () => step(names.length - 1),
      PageDown: () => popup?.scrollBy(0, popup.clientHeight * 0.8),
      PageUp: () => popup?.scrollBy(0, -popup.clientHeight * 0.8),
      Escape: stepOut,
    }
    const action = keys[event.key]
    if (!action) return
    event.preventDefault()
    action()
  }
  const onFocus = () => updateHint()
  const onBlur = () => stepOut()

  function load() {
    failure = undefined
    loadPageHovers(url).then(
      (page) => {
        if (detached) return
        data = page
        names = namesOf(page.blocks[hoverKey] ?? [])
        runs = textRuns(code)
        const text = code.textContent ?? ''
        lines = names.map(
          (name) => text.slice(0, name.start).split('\n').length,
        )
        updateHint()
        if (exploring) step(0)
        // Answer the hover or tap that loaded the types.
        const before = pointerBefore.current
        pointerBefore.current = null
        if (before?.tap) tap(before.x, before.y)
        else if (before) rest(before.x, before.y)
      },
      (error: Error) => {
        if (detached) return
        failure = error.message
        updateHint()
        if (exploring)
          announcer.textContent = `Types could not be loaded: ${failure}`
      },
    )
  }

  const listeners = {
    pointermove: onPointerMove,
    pointerleave: onPointerLeave,
    pointerup: onPointerUp,
    keydown: onKeyDown,
    focus: onFocus,
    blur: onBlur,
  } as const
  for (const [type, listener] of Object.entries(listeners))
    block.addEventListener(type, listener as EventListener)
  load()

  return () => {
    detached = true
    for (const [type, listener] of Object.entries(listeners))
      block.removeEventListener(type, listener as EventListener)
    block.removeAttribute('aria-describedby')
    block.removeAttribute('aria-keyshortcuts')
    hide()
    hint.remove()
    announcer.remove()
  }
}
