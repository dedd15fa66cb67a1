import type { Code, Root } from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'
import { mdxProcessor } from '../../src/markdown/readMdx'
import tsJsTabs, { LANGUAGE_GROUP } from '../../src/features/code-tabs/tsJsTabs'

async function transform(markdown: string): Promise<Root> {
  const processor = mdxProcessor().use(tsJsTabs)
  const file = new VFile({ path: 'docs/example.mdx', value: markdown })
  return (await processor.run(processor.parse(file), file)) as Root
}

const fence = (meta: string, code: string, lang = 'ts') =>
  `Intro.\n\n\`\`\`${lang} ${meta}\n${code}\n\`\`\`\n`

function tabs(tree: Root) {
  const [, element] = tree.children as [unknown, MdxJsxFlowElement]
  expect(element.type).toBe('mdxJsxFlowElement')
  expect(element.name).toBe('Tabs')
  const attrs = Object.fromEntries(
    element.attributes.map((a) => ('name' in a ? [a.name, a.value] : [])),
  )
  const [ts, js] = element.children as MdxJsxFlowElement[]
  return {
    attrs,
    ts: ts!.children as Code[],
    js: js!.children as Code[],
    items: [ts!, js!],
  }
}

describe('TypeScript/JavaScript tabs', () => {
  it('turns a ts block into synced tabs whose JavaScript has no types but keeps comments', async () => {
    const tree = await transform(
      fence(
        'title="src/counter.ts" {3}',
        [
          "import type { PayloadAction } from '@reduxjs/toolkit'",
          '',
          '// Adds the amount to the count',
          'export function add(count: number, action: PayloadAction<number>): number {',
          '  return count + action.payload',
          '}',
        ].join('\n'),
      ),
    )
    const { attrs, ts, js, items } = tabs(tree)
    expect(attrs.groupId).toBe(LANGUAGE_GROUP)
    // Only the chosen language is rendered.
    expect(attrs).toHaveProperty('lazy', null)
    expect(
      items.map((item) =>
        item.attributes.map((a) => ('name' in a ? a.name : '')),
      ),
    ).toEqual([
      ['value', 'label', 'default'],
      ['value', 'label'],
    ])
    expect(ts).toHaveLength(1)
    expect(ts[0]!.meta).toBe('title="src/counter.ts" {3}')
    expect(js[0]!.lang).toBe('js')
    expect(js[0]!.meta).toBe('title="src/counter.js" {3}')
    expect(js[0]!.value).toBe(
      [
        '// Adds the amount to the count',
        'export function add(count, action) {',
        '  return count + action.payload',
        '}',
      ].join('\n'),
    )
  })

  it('splits `// file:` sections into titled files and leaves hidden ones out', async () => {
    const tree = await transform(
      fence(
        '',
        [
          '// file: setup.ts hidden',
          'export const base: number = 1',
          '// file: App.tsx',
          "import { base } from './setup'",
          'export const App = () => <p>{base as number}</p>',
        ].join('\n'),
        'tsx',
      ),
    )
    const { ts, js } = tabs(tree)
    expect(ts.map((node) => node.meta)).toEqual(['title="App.tsx"'])
    expect(js.map((node) => [node.lang, node.meta])).toEqual([
      ['jsx', 'title="App.jsx"'],
    ])
    expect(js[0]!.value).toBe(
      "import { base } from './setup'\nexport const App = () => <p>{base}</p>",
    )
  })

  it('leaves no-transpile and expect-error blocks as TypeScript only', async () => {
    for (const marker of ['no-transpile', 'expect-error']) {
      const tree = await transform(
        fence(`title="a.ts" ${marker}`, 'enum A { B }'),
      )
      const [, node] = tree.children as [unknown, Code]
      expect(node).toMatchObject({
        type: 'code',
        lang: 'ts',
        meta: 'title="a.ts"',
        value: 'enum A { B }',
      })
    }
  })

  it('keeps standalone and its reason, for the walkthrough check, off both tabs', async () => {
    const { ts, js } = tabs(
      await transform(
        fence(
          'title="a.ts" standalone="own store: other slices" {1}',
          'export const a = 1',
        ),
      ),
    )
    expect([...ts, ...js].map((node) => node.meta)).toEqual([
      'title="a.ts" {1}',
      'title="a.js" {1}',
    ])
  })

  it('gives a sample without types its JavaScript tab as written, not restyled', async () => {
    // Prettier would join these lines and add parentheses around `n`.
    const code = 'export const double = n =>\n  n * 2'
    const { js } = tabs(await transform(fence('', code)))
    expect(js[0]!.value).toBe(code)
    // With a type, the same code is reformatted once the type is blanked.
    const typed = tabs(
      await transform(
        fence('', 'export const double = (n: number) =>\n  n * 2'),
      ),
    )
    expect(typed.js[0]!.value).toBe('export const double = (n) => n * 2')
  })

  it('fails the build naming the file and line of code it cannot turn into JavaScript', async () => {
    await expect(
      transform(fence('', 'const a = 1\nenum Direction { Up }')),
    ).rejects.toThrow(
      /^docs\/example\.mdx:5: `enum Direction \{ Up \}` has no JavaScript equivalent/,
    )
    await expect(
      transform(fence('', 'const a = 1\n// file: b.ts\nexport const b = 2')),
    ).rejects.toThrow(
      /^docs\/example\.mdx:4: code before the first `\/\/ file:` line/,
    )
  })
})
