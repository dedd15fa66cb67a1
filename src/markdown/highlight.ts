import { Prism } from 'prism-react-renderer'
import { escapeHtml } from './codeHtml'

type Token = InstanceType<typeof Prism.Token>

/**
 * The class each Prism token type gets, i.e. its colour in the code theme
 * (src/theme/CodeBlock/styles.module.css). '' is the plain text colour: it
 * overrides a coloured outer token, as `${` inside a template string.
 * Types not listed take their outer token's colour.
 */
const CLASS_OF_TYPE: Record<string, string> = {
  comment: 'c',
  prolog: 'c',
  doctype: 'c',
  cdata: 'c',
  string: 's',
  char: 's',
  'attr-value': 's',
  regex: 's',
  number: 'n',
  boolean: 'n',
  constant: 'n',
  symbol: 'n',
  entity: 'n',
  url: 'n',
  property: 'n',
  variable: 'n',
  keyword: 'k',
  builtin: 'k',
  'attr-name': 'a',
  atrule: 'a',
  selector: 'a',
  function: 'f',
  'function-variable': 'f',
  tag: 't',
  punctuation: '',
  operator: '',
}

/** The innermost type with a colour decides, as in Prism themes. */
function classOf(types: readonly string[]): string {
  for (let i = types.length - 1; i >= 0; i--) {
    const found = CLASS_OF_TYPE[types[i]!]
    if (found !== undefined) return found
  }
  return ''
}

/**
 * Highlights code into HTML for a `<code>` element, at build time: text with
 * `<span class="…">` around coloured runs and nothing around plain text, so
 * the page carries no highlighter and hydration walks no token elements.
 * A language Prism does not know stays plain text.
 */
export function highlightToHtml(code: string, language: string): string {
  const grammar = Prism.languages[language]
  if (!grammar) return escapeHtml(code)
  const runs: { className: string; text: string }[] = []
  const walk = (tokens: (string | Token)[], types: string[]) => {
    for (const token of tokens) {
      if (typeof token === 'string') {
        const className = classOf(types)
        const last = runs.at(-1)
        if (last?.className === className) last.text += token
        else runs.push({ className, text: token })
        continue
      }
      const aliases =
        token.alias === undefined
          ? []
          : Array.isArray(token.alias)
            ? token.alias
            : [token.alias]
      const nested = [...types, token.type, ...aliases]
      walk(
        Array.isArray(token.content)
          ? token.content
          : [token.content as string | Token],
        nested,
      )
    }
  }
  walk(Prism.tokenize(code, grammar), [])
  return runs
    .map(({ className, text }) =>
      className
        ? `<span class="${className}">${escapeHtml(text)}</span>`
        : escapeHtml(text),
    )
    .join('')
}
