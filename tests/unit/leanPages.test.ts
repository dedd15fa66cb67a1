import { readFileSync } from 'node:fs'
import type { Root, RootContent } from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'
import { parseMdx } from '../../src/markdown/readMdx'
import {
  LAZY_CODE_DIR,
  STATIC_HTML,
  STATIC_HTML_MODULE,
  isStaticNode,
  leanTree,
} from '../../src/features/lean-pages/remark'

// A page as the lean transform gets it: after every other transform, so code
// blocks are <CodeBlock html> (src/remark/highlightCode.ts) and admonitions
// are the theme's `admonition` element (written as JSX here).
const lean = (mdx: string) => {
  const tree = parseMdx(mdx)
  leanTree(tree, new VFile({ path: 'docs/page.mdx' }))
  return tree
}

/** Each top-level node as `StaticHtml@k`, or the element's name / node's type. */
const shape = (tree: Root) =>
  tree.children.map((node) =>
    node.type === 'mdxJsxFlowElement' && node.name === STATIC_HTML
      ? `${STATIC_HTML}@${attr(node, 'at')}`
      : node.type === 'mdxJsxFlowElement'
        ? node.name
        : node.type,
  )

const attr = (node: RootContent, name: string) =>
  (node as MdxJsxFlowElement).attributes.find(
    (attribute) => 'name' in attribute && attribute.name === name,
  )?.value

const codeBlocks = (tree: Root) => {
  const found: MdxJsxFlowElement[] = []
  const walk = (node: Root | RootContent) => {
    if (node.type === 'mdxJsxFlowElement' && node.name === 'CodeBlock')
      found.push(node)
    if ('children' in node) node.children.forEach(walk)
  }
  walk(tree)
  return found.map((node) => ({
    html: attr(node, 'html') ?? null,
    serverAt: attr(node, 'serverAt') ?? null,
    lazyAt: attr(node, 'lazyAt') ?? null,
  }))
}

const TABS = `<Tabs groupId="language" lazy>
<TabItem value="ts" label="TypeScript" default>
<CodeBlock language="ts" html="ts one" />
</TabItem>
<TabItem value="js" label="JavaScript">
<CodeBlock language="js" html="js one" />
</TabItem>
</Tabs>`

describe('the lean form of a page', () => {
  it('replaces Markdown prose, headings, lists, tables and plain admonitions, each by its place among the elements', () => {
    const tree = lean(`## A [link](/api/createSlice) and \`code\`

Some *prose* with <span className="badge">2.7+</span>.

- one
- two

| a | b |
|---|---|
| 1 | 2 |

<admonition type="tip"><p>Plain advice.</p></admonition>
`)
    expect(shape(tree)).toEqual([
      'mdxjsEsm',
      'mdxjsEsm',
      `${STATIC_HTML}@0`,
      `${STATIC_HTML}@1`,
      `${STATIC_HTML}@2`,
      `${STATIC_HTML}@3`,
      `${STATIC_HTML}@4`,
    ])
    expect(
      tree.children
        .slice(0, 2)
        .map((node) => (node as { value: string }).value),
    ).toEqual([
      `import ${STATIC_HTML} from '${STATIC_HTML_MODULE}'`,
      `export { leanPage } from '@site/src/features/lean-pages/LeanPage'`,
    ])
  })

  it('keeps every interactive node, and counts it as one element', () => {
    const tree = lean(`Before.

${TABS}

<details>
<summary>More</summary>

Hidden text.

</details>

<admonition type="note"><CodeBlock language="ts" html="in a box" /></admonition>

<RunExample app="quick-start" />

<admonition type="note">

| a table in a box |
|---|
| 1 |

</admonition>

After.
`)
    expect(shape(tree)).toEqual([
      'mdxjsEsm',
      'mdxjsEsm',
      'mdxjsEsm',
      `${STATIC_HTML}@0`,
      'Tabs',
      'details',
      'admonition',
      'RunExample',
      'admonition',
      `${STATIC_HTML}@6`,
    ])
  })

  it('does not count front matter, imports, link definitions and comments, which render nothing', () => {
    const tree = lean(`---
title: Page
---

import X from './x'

[docs]: /api/createSlice

{/* declaration: @reduxjs/toolkit Foo */}

First.

Second.
`)
    expect(shape(tree)).toEqual([
      'mdxjsEsm',
      'mdxjsEsm',
      'yaml',
      'mdxjsEsm',
      'definition',
      'mdxFlowExpression',
      `${STATIC_HTML}@0`,
      `${STATIC_HTML}@1`,
    ])
  })

  it('hydrates what could render differently: a computed attribute, an inline expression, a component', () => {
    for (const mdx of [
      'Text <span title={new Date().toString()}>now</span>.\n',
      'Sum: {1 + 1}\n',
      'Run <RunExample app="quick-start" /> here.\n',
      '<admonition type="tip"><details><summary>x</summary>y</details></admonition>\n',
    ])
      expect(isStaticNode(parseMdx(mdx).children[0]!), mdx).toBe(false)
  })

  it('takes the highlighted HTML of the code blocks the server rendered from the page, and the JavaScript tab’s from a file loaded when shown', () => {
    const tree = lean(`${TABS}

<CodeBlock language="bash" html="npm i" />

${TABS.replace('js one', 'js two')}
`)
    expect(codeBlocks(tree)).toEqual([
      { html: null, serverAt: '0', lazyAt: null },
      { html: null, serverAt: null, lazyAt: '0' },
      { html: null, serverAt: '1', lazyAt: null },
      { html: null, serverAt: '2', lazyAt: null },
      { html: null, serverAt: null, lazyAt: '1' },
    ])
    const lazyExport = tree.children.find(
      (node) => node.type === 'mdxjsEsm' && node.value.includes(LAZY_CODE_DIR),
    ) as { value: string }
    const file = /import\('([^']+)'\)/.exec(lazyExport.value)![1]!
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(['js one', 'js two'])
  })

  it('stops numbering code blocks after one inside a component of its own, whose rendering is not known', () => {
    const tree = lean(`<CodeBlock language="bash" html="first" />

<Steps><CodeBlock language="bash" html="inside" /></Steps>

<CodeBlock language="bash" html="after" />
`)
    expect(codeBlocks(tree)).toEqual([
      { html: null, serverAt: '0', lazyAt: null },
      { html: 'inside', serverAt: null, lazyAt: null },
      { html: 'after', serverAt: null, lazyAt: null },
    ])
  })

  it('gives a page with nothing to replace only the wrapper’s export', () => {
    expect(shape(lean('<CodeBlock language="bash" html="npm i" />\n'))).toEqual(
      ['mdxjsEsm', 'CodeBlock'],
    )
  })

  it('fails naming the file and line of a top-level expression, which renders no single element', () => {
    expect(() => lean('Text.\n\n{"a" + "b"}\n')).toThrow(
      /^docs\/page\.mdx:3: a top-level expression/,
    )
  })
})
