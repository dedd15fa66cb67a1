import React, {
  Suspense,
  lazy,
  use,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import clsx from 'clsx'
import { escapeHtml } from '@site/src/markdown/codeHtml'
import { serverCodeHtml } from '@site/src/features/lean-pages/serverDom'
import { loadOnce } from '@site/src/features/lean-pages/loadOnce'
import { FRAGMENT_START } from '@site/src/features/editable-samples/shareLink'
import type { PointerBefore } from './TypeHovers'
import styles from './styles.module.css'

// Loaded with the first block a reader reaches, not with every page.
const CodeButtons = lazy(() => import('./CodeButtons'))
const TypeHovers = lazy(() => import('./TypeHovers'))
// With the buttons' chunk, which has the Edit button: the sample in the
// editor (src/features/editable-samples), whose own code loads on Edit.
const EditingSample = lazy(() =>
  import('./CodeButtons').then(({ EditingSample }) => ({
    default: EditingSample,
  })),
)

interface Props {
  /** Highlighted at build time by src/remark/highlightCode.ts. */
  html?: string
  /**
   * In a page's lean form (src/features/lean-pages), instead of `html`: the
   * block's place among the code blocks of the server's page, whose HTML it
   * takes as it hydrates.
   */
  serverAt?: string
  /**
   * In a page's lean form, for a block the server did not render (the
   * JavaScript tab): the page's file of such blocks' HTML, loaded when one
   * is first shown, and this block's place in it.
   */
  lazyHtml?: () => Promise<{ default: string[] }>
  lazyAt?: string
  /** Plain code, shown uncoloured (nothing highlights in the browser). */
  children?: string
  language?: string
  title?: string
  /** The page's hovers file and this block's place in it (src/features/type-hovers). */
  typeHovers?: string
  hoverKey?: string
}

/**
 * Replaces the theme's code block, which highlights with Prism in the
 * browser (26 KiB gzip on every page), renders a React element per token,
 * and mounts every block a second time after hydration to switch colours
 * for dark mode. Here the HTML comes highlighted from the build and colours
 * are CSS variables per mode. The copy and wrap buttons, which measure the
 * block and watch it, appear once the pointer or the focus reaches it:
 * mounting them for every block at load was most of the work after
 * hydration on long pages, and their code (with the theme's code-block
 * utilities) was 8 KiB gzip of every docs page's first load.
 */
export default function CodeBlock({
  html,
  serverAt,
  lazyHtml,
  lazyAt,
  children = '',
  ...shown
}: Props): ReactNode {
  const [serverMarkup] = useState(() =>
    serverAt === undefined ? undefined : serverCodeHtml(Number(serverAt)),
  )
  if (html === undefined && lazyHtml)
    return (
      <Suspense fallback={<CodeBlockView markup="" {...shown} />}>
        <LazyCodeBlock load={lazyHtml} at={Number(lazyAt)} {...shown} />
      </Suspense>
    )
  return (
    <CodeBlockView
      markup={html ?? serverMarkup ?? escapeHtml(children)}
      {...shown}
    />
  )
}

type Shown = Pick<Props, 'language' | 'title' | 'typeHovers' | 'hoverKey'>

/** Editing: from the Edit button, or a shared link's code (with its notice). */
type Editing = { shared?: { code: string; notice: string } }

function LazyCodeBlock({
  load,
  at,
  ...shown
}: Shown & {
  load: NonNullable<Props['lazyHtml']>
  at: number
}): ReactNode {
  const { default: htmls } = use(loadOnce(load))
  return <CodeBlockView markup={htmls[at] ?? ''} {...shown} />
}

function CodeBlockView({
  markup,
  language = 'text',
  title,
  typeHovers,
  hoverKey,
}: Shown & { markup: string }): ReactNode {
  // A TypeScript block with hovers is one the check compiles: its files are
  // in the page's hovers file, by its hover key (src/features/editable-samples).
  const editSamples = /^tsx?$/.test(language) ? typeHovers : undefined
  const pre = useRef<HTMLPreElement>(null)
  const container = useRef<HTMLDivElement>(null)
  const [reached, setReached] = useState(false)
  const [editing, setEditing] = useState<Editing | null>(null)
  // A link with a shared edit: the block it is for opens it in the editor.
  useEffect(() => {
    if (!editSamples || !location.hash.startsWith(FRAGMENT_START))
      return undefined
    let live = true
    void import('@site/src/features/editable-samples/sharedEdit')
      .then(({ sharedSampleEdit }) =>
        sharedSampleEdit(editSamples, Number(hoverKey)),
      )
      .then((shared) => {
        if (!live || !shared) return
        setEditing({ shared })
        container.current?.scrollIntoView({ block: 'center' })
      })
    return () => {
      live = false
    }
  }, [editSamples, hoverKey])
  const closeEditor = () => {
    setEditing(null)
    // Back where the reader came from: the block's code.
    requestAnimationFrame(() => pre.current?.focus())
  }
  const reach = () => setReached(true)
  // Until the hovers' code has loaded, where a mouse rests or a finger taps,
  // so that it can answer the hover or tap that loaded it. (A finger's
  // pointer leaves the block as it lifts: that is not a mouse leaving.)
  const pointerBefore = useRef<PointerBefore | null>(null)
  const keepPointer = (event: React.PointerEvent<HTMLPreElement>) => {
    const tap = event.pointerType === 'touch'
    if (event.type === 'pointerleave') {
      if (!tap) pointerBefore.current = null
    } else if (tap === (event.type === 'pointerdown')) {
      pointerBefore.current = { x: event.clientX, y: event.clientY, tap }
    }
  }
  const codeView = (
    <pre
      ref={pre}
      {...(typeHovers && {
        onPointerMove: keepPointer,
        onPointerDown: keepPointer,
        onPointerLeave: keepPointer,
      })}
      // Long lines scroll sideways: the block must take the focus to be scrolled by keyboard (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={clsx(styles.pre, 'thin-scrollbar')}
    >
      <code
        className={styles.lines}
        dangerouslySetInnerHTML={{ __html: markup }}
      />
    </pre>
  )
  return (
    <div
      ref={container}
      className={clsx(
        'theme-code-block',
        `language-${language}`,
        styles.container,
      )}
      onPointerEnter={reached ? undefined : reach}
      onFocus={reached ? undefined : reach}
    >
      {title && <div className={styles.codeBlockTitle}>{title}</div>}
      <div className={styles.content}>
        {editing && editSamples ? (
          <Suspense fallback={codeView}>
            <EditingSample
              codeView={codeView}
              samples={editSamples}
              at={Number(hoverKey)}
              language={language}
              title={title}
              shared={editing.shared}
              onClose={closeEditor}
            />
          </Suspense>
        ) : (
          codeView
        )}
        {reached && !editing && (
          <Suspense>
            <CodeButtons
              pre={pre}
              markup={markup}
              language={language}
              title={title}
              onEdit={editSamples ? () => setEditing({}) : undefined}
            />
            {typeHovers && (
              <TypeHovers
                pre={pre}
                url={typeHovers}
                hoverKey={Number(hoverKey)}
                pointerBefore={pointerBefore}
              />
            )}
          </Suspense>
        )}
      </div>
    </div>
  )
}
