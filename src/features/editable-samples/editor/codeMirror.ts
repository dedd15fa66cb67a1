/**
 * The code editor: CodeMirror 6, with only what editing a sample needs.
 * Chosen for its size (about 140 KiB gzip with TypeScript syntax, lint and
 * tooltips, against several MiB for Monaco) and because it edits in a real
 * contenteditable, which screen readers and phone keyboards handle as text.
 * Tab is not bound, so Tab leaves the editor as it leaves any field
 * (indent with Mod-] and Mod-[).
 */
import { EditorState, StateEffect, StateField } from '@codemirror/state'
import {
  EditorView,
  drawSelection,
  hoverTooltip,
  keymap,
  lineNumbers,
  showTooltip,
  type Tooltip,
} from '@codemirror/view'
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands'
import {
  HighlightStyle,
  bracketMatching,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language'
import { javascript } from '@codemirror/lang-javascript'
import {
  forceLinting,
  linter,
  lintKeymap,
  type Diagnostic,
} from '@codemirror/lint'
import { tags } from '@lezer/highlight'

/** The type of the name at an offset: the type checker's quick info. */
export interface NameType {
  from: number
  to: number
  text: string
  doc: string
}

export interface EditorOptions {
  parent: HTMLElement
  code: string
  /** `ts`, `tsx`, `js`… by the file's extension. */
  language: string
  /** What the editor is, for assistive technology ("Edit store.ts"). */
  label: string
  /** The id of the element that describes how to use it. */
  describedBy?: string
  onChange(code: string): void
  /** Type errors of the current code (omitted: no checking). */
  check?(code: string): Promise<Diagnostic[]>
  /** The type at an offset (omitted: no types). */
  typeAt?(code: string, offset: number): Promise<NameType | undefined>
}

/** The site's code colours (CSS variables of the code block, light and dark). */
const codeColours = HighlightStyle.define([
  {
    tag: [tags.keyword, tags.modifier, tags.operatorKeyword],
    color: 'var(--code-keyword)',
  },
  {
    tag: [tags.string, tags.special(tags.string), tags.regexp],
    color: 'var(--code-string)',
  },
  {
    tag: [tags.number, tags.bool, tags.null, tags.atom],
    color: 'var(--code-constant)',
  },
  {
    tag: [tags.comment, tags.lineComment, tags.blockComment],
    color: 'var(--code-comment)',
  },
  {
    tag: [tags.function(tags.variableName), tags.function(tags.propertyName)],
    color: 'var(--code-function)',
  },
  {
    tag: [tags.typeName, tags.className, tags.tagName],
    color: 'var(--code-tag)',
  },
  {
    tag: [tags.propertyName, tags.attributeName],
    color: 'var(--code-attribute)',
  },
])

/** The popup that shows a type: the quick info as code, then its JSDoc. */
function typePopup({ text, doc }: NameType): HTMLElement {
  const box = document.createElement('div')
  box.className = 'cm-type-popup'
  box.setAttribute('role', 'tooltip')
  const code = document.createElement('pre')
  code.textContent = text
  box.append(code)
  if (doc) {
    const paragraph = document.createElement('p')
    paragraph.textContent = doc
    box.append(paragraph)
  }
  return box
}

const tooltipOf = (type: NameType): Tooltip => ({
  pos: type.from,
  end: type.to,
  above: false,
  create: () => ({ dom: typePopup(type) }),
})

/**
 * The keyboard's way to a type: Mod-i (or F1) shows the type of the name at
 * the cursor until the cursor moves or Escape, and announces it.
 */
const setKeyboardType = StateEffect.define<NameType | null>()
const keyboardType = StateField.define<NameType | null>({
  create: () => null,
  update(value, transaction) {
    for (const effect of transaction.effects)
      if (effect.is(setKeyboardType)) return effect.value
    return transaction.selection || transaction.docChanged ? null : value
  },
  provide: (field) =>
    showTooltip.from(field, (type) => (type ? tooltipOf(type) : null)),
})

export function createEditor(options: EditorOptions): EditorView {
  const { parent, code, language, label, describedBy } = options
  const typescript = /^tsx?$/.test(language)
  const jsx = /x$/.test(language)
  const showKeyboardType = (view: EditorView) => {
    const { typeAt } = options
    if (!typeAt) return false
    const offset = view.state.selection.main.head
    void typeAt(view.state.doc.toString(), offset).then((type) => {
      if (view.state.selection.main.head !== offset) return
      view.dispatch({
        effects: [
          setKeyboardType.of(type ?? null),
          // Said by screen readers: the editor's live region.
          EditorView.announce.of(
            type
              ? `${type.text}${type.doc ? `. ${type.doc}` : ''}`
              : 'No type here',
          ),
        ],
      })
    })
    return true
  }
  const hideKeyboardType = (view: EditorView) => {
    if (!view.state.field(keyboardType)) return false
    view.dispatch({ effects: setKeyboardType.of(null) })
    return true
  }
  return new EditorView({
    parent,
    state: EditorState.create({
      doc: code,
      extensions: [
        lineNumbers(),
        history(),
        drawSelection(),
        // Long lines wrap: nothing scrolls sideways, on a phone either.
        EditorView.lineWrapping,
        indentOnInput(),
        bracketMatching(),
        javascript({ typescript, jsx }),
        syntaxHighlighting(codeColours),
        keymap.of([
          { key: 'Mod-i', run: showKeyboardType },
          { key: 'F1', run: showKeyboardType },
          { key: 'Escape', run: hideKeyboardType },
          ...lintKeymap,
          ...defaultKeymap,
          ...historyKeymap,
        ]),
        keyboardType,
        EditorView.contentAttributes.of({
          'aria-label': label,
          ...(describedBy && { 'aria-describedby': describedBy }),
        }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) options.onChange(update.state.doc.toString())
        }),
        ...(options.check
          ? [
              linter((view) => options.check!(view.state.doc.toString()), {
                delay: 300,
              }),
            ]
          : []),
        ...(options.typeAt
          ? [
              hoverTooltip(
                async (view, offset) => {
                  const type = await options.typeAt!(
                    view.state.doc.toString(),
                    offset,
                  )
                  return type ? tooltipOf(type) : null
                },
                { hoverTime: 300 },
              ),
            ]
          : []),
      ],
    }),
  })
}

/** Checks again now: another file of the same sample changed. */
export const checkAgain = (view: EditorView) => forceLinting(view)

/** Puts the editor back to a text (Reset), as one undoable change. */
export function replaceCode(view: EditorView, code: string) {
  view.dispatch({
    changes: { from: 0, to: view.state.doc.length, insert: code },
  })
}

export type { Diagnostic }
