import type { Nodes, Root, RootContent } from 'mdast'
import type {
  MdxJsxAttribute,
  MdxJsxFlowElement,
  MdxJsxTextElement,
} from 'mdast-util-mdx-jsx'
import path from 'node:path'
import type { Program } from 'estree'
import type { VFile } from 'vfile'
import {
  attributeOf,
  identifierValue,
  importOf,
  jsxAttribute as attribute,
  lazyImportExport,
} from '../../markdown/mdxNodes'
import { writeJsonByContent } from '../../markdown/cacheFiles'
import { REPO_ROOT } from '../../markdown/repoRoot'

/**
 * Components that render the same HTML on the server and in the browser
 * and do nothing else (no state, effect or handler), each as one element:
 * a top-level node made only of these and of Markdown is not hydrated, its
 * HTML is read back from the server's page (./StaticHtml.tsx). Any other
 * capitalised component is interactive and hydrates as usual. A writer
 * adds a component here only when it is that pure (./README.md).
 */
export const STATIC_COMPONENTS: ReadonlySet<string> = new Set([
  // Docusaurus's admonitions (theme Admonition): a box, an icon and a title.
  'admonition',
  // An empty <span id> for an old section id (src/components/AnchorAlias).
  'AnchorAlias',
])

/**
 * HTML elements that MDX resolves to an interactive component (the theme's
 * <details>, our scrolling table, the theme's Mermaid and Head) or that do
 * something of their own: a node holding one is hydrated. A top-level
 * Markdown table is the exception, kept static with its behaviour
 * (./StaticHtml.tsx).
 */
const INTERACTIVE_HTML: ReadonlySet<string> = new Set([
  'details',
  'table',
  'mermaid',
  'head',
  'script',
  'style',
  'iframe',
  'form',
  'input',
  'button',
  'select',
  'textarea',
])

type Jsx = MdxJsxFlowElement | MdxJsxTextElement

const isJsx = (node: Nodes): node is Jsx =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement'

/** `{/* a comment *\/}`: an expression that renders nothing. */
function isComment(node: Nodes): boolean {
  if (node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression')
    return false
  const program = node.data?.estree
  return program ? program.body.length === 0 : node.value.trim() === ''
}

function isStaticElement(node: Jsx): boolean {
  const { name } = node
  if (!name) return false
  if (STATIC_COMPONENTS.has(name)) return true
  if (name[0] !== name[0]!.toLowerCase() || INTERACTIVE_HTML.has(name))
    return false
  // A computed attribute could differ between server and browser.
  return node.attributes.every(
    (attribute) =>
      attribute.type === 'mdxJsxAttribute' &&
      (attribute.value === null || typeof attribute.value === 'string'),
  )
}

/** Whether a top-level node renders only static HTML (see STATIC_COMPONENTS). */
export function isStaticNode(top: RootContent): boolean {
  const check = (node: Nodes, isTop: boolean): boolean => {
    switch (node.type) {
      case 'code':
      case 'html':
      case 'mdxjsEsm':
        return false
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return isComment(node)
      case 'table':
        if (!isTop) return false
        break
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        if (!isStaticElement(node)) return false
        break
      default:
    }
    return 'children' in node
      ? (node.children as Nodes[]).every((child) => check(child, false))
      : true
  }
  return check(top, true)
}

/** Top-level nodes that put nothing in the page: front matter, imports, link definitions. */
const RENDERS_NOTHING: ReadonlySet<string> = new Set([
  'yaml',
  'toml',
  'mdxjsEsm',
  'definition',
])

/** What a top-level node puts in the page: nothing (see RENDERS_NOTHING, comments) or one element. */
function rendersNothing(node: RootContent): boolean {
  return RENDERS_NOTHING.has(node.type) || isComment(node)
}

/**
 * Whether the server renders a child of this element: the theme's lazy tabs
 * render their default tab only; the other elements a code block sits in
 * render all their children. `undefined`: not known (a component of its own).
 */
function rendersChild(parent: Jsx, child: Nodes): boolean | undefined {
  if (parent.name === 'Tabs') {
    if (!attributeOf(parent, 'lazy')) return true
    const items = parent.children.filter(
      (item): item is MdxJsxFlowElement =>
        item.type === 'mdxJsxFlowElement' && item.name === 'TabItem',
    )
    const chosen =
      items.find((item) => attributeOf(item, 'default')) ?? items[0]
    return child === chosen
  }
  if (parent.name === 'TabItem' || isStaticElement(parent)) return true
  return undefined
}

/** Where each page's code that the server did not render is written, named by its content. */
export const LAZY_CODE_DIR = path.join(
  REPO_ROOT,
  'node_modules/.cache/lean-pages',
)
const LAZY_CODE = '__leanLazyCode'

/** `export { leanPage } from …`: the wrapper that ./leanFirst.ts puts around the lean content. */
const LEAN_PAGE_MODULE = '@site/src/features/lean-pages/LeanPage'
function leanPageExport(): RootContent {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExportNamedDeclaration',
        declaration: null,
        specifiers: [
          {
            type: 'ExportSpecifier',
            local: { type: 'Identifier', name: 'leanPage' },
            exported: { type: 'Identifier', name: 'leanPage' },
          },
        ],
        source: { type: 'Literal', value: LEAN_PAGE_MODULE },
        attributes: [],
      },
    ],
  }
  return {
    type: 'mdxjsEsm',
    value: `export { leanPage } from '${LEAN_PAGE_MODULE}'`,
    data: { estree },
  }
}

export const STATIC_HTML = 'StaticHtml'
export const STATIC_HTML_MODULE = '@site/src/features/lean-pages/StaticHtml'

/**
 * The lean form of a page, for its first load (./README.md): each top-level
 * node that renders only static HTML becomes `<StaticHtml at="k" />`, which
 * reads the k-th element of the server's content back from the page; each
 * code block the server rendered loses its highlighted HTML for
 * `serverAt="n"`, the n-th code block of the server's content. A block the
 * server did not render (the JavaScript tab) gets its HTML from a file
 * loaded when one is first shown (`lazyHtml`, `lazyAt`); a block whose
 * rendering is not known (inside a component of its own) keeps its HTML.
 */
export function leanTree(tree: Root, file?: VFile): void {
  let element = 0
  let replaced = 0
  tree.children = tree.children.map((node) => {
    if (rendersNothing(node)) return node
    if (
      node.type === 'mdxFlowExpression' ||
      node.type === 'footnoteDefinition' ||
      (node.type === 'mdxJsxFlowElement' &&
        (!node.name || /^head$/i.test(node.name)))
    ) {
      const line = node.position?.start.line
      throw new Error(
        `${file?.path ?? 'page'}${line ? `:${line}` : ''}: a top-level expression, footnote, fragment or <Head> renders no single element, so the page's lean form cannot find its place in the server's HTML; wrap it in an element (src/features/lean-pages/README.md).`,
      )
    }
    const at = element++
    if (!isStaticNode(node)) return node
    replaced++
    return {
      type: 'mdxJsxFlowElement',
      name: STATIC_HTML,
      attributes: [attribute('at', String(at))],
      children: [],
    } satisfies MdxJsxFlowElement
  })

  // Code blocks in the order the server renders them; after one whose
  // rendering is not known, the order is not known either. A block the
  // server did not render (the JavaScript tab) has its HTML in a file of
  // the page's that loads when one of them is first shown.
  let code = 0
  let known = true
  const lazy: string[] = []
  const withoutHtml = (node: Jsx, ...attributes: MdxJsxAttribute[]) => {
    const html = attributeOf(node, 'html')
    node.attributes = [
      ...node.attributes.filter((attribute) => attribute !== html),
      ...attributes,
    ]
    return typeof html?.value === 'string' ? html.value : ''
  }
  const walk = (node: Nodes, rendered: boolean | undefined) => {
    if (isJsx(node) && node.name === 'CodeBlock') {
      if (rendered === undefined) known = false
      if (known && rendered)
        withoutHtml(node, attribute('serverAt', String(code)))
      else if (rendered === false && attributeOf(node, 'html'))
        lazy.push(
          withoutHtml(
            node,
            attribute('lazyAt', String(lazy.length)),
            attribute('lazyHtml', identifierValue(LAZY_CODE)),
          ),
        )
      if (rendered) code++
      return
    }
    if (!('children' in node)) return
    for (const child of node.children as Nodes[]) {
      const childRendered =
        rendered === false || !isJsx(node)
          ? rendered
          : rendered && rendersChild(node, child)
      walk(child, childRendered)
    }
  }
  walk(tree, true)

  // The page's lazy code, loaded when first shown.
  if (lazy.length)
    tree.children.unshift(
      lazyImportExport(LAZY_CODE, writeJsonByContent(LAZY_CODE_DIR, lazy)),
    )
  tree.children.unshift(leanPageExport())
  if (replaced > 0)
    tree.children.unshift(importOf(STATIC_HTML, STATIC_HTML_MODULE))
}

/** The lean compile's last remark plugin (./index.ts). */
export default function leanPage() {
  return (tree: Root, file: VFile) => leanTree(tree, file)
}
