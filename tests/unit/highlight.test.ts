import type { Root } from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import { describe, expect, it } from 'vitest'
import {
  codeBlocks,
  markdownFiles,
  mdxProcessor,
  readMdx,
} from '../../src/markdown/readMdx'
import { textOfHtml } from '../../src/markdown/codeHtml'
import { highlightToHtml } from '../../src/markdown/highlight'
import highlightCode from '../../src/remark/highlightCode'

describe('build-time highlighting', () => {
  it('wraps coloured runs in one-letter classes and leaves punctuation and names plain', () => {
    expect(
      highlightToHtml("const total: number = add(1, 'two') // sum", 'ts'),
    ).toBe(
      '<span class="k">const</span> total: <span class="k">number</span> = <span class="f">add</span>(<span class="n">1</span>, <span class="s">\'two\'</span>) <span class="c">// sum</span>',
    )
  })

  it('lets an inner token override its outer one: `${` in a template string is plain, its number a number', () => {
    expect(highlightToHtml('`a${1}b`', 'ts')).toBe(
      '<span class="s">`a</span>${<span class="n">1</span>}<span class="s">b`</span>',
    )
  })

  it('colours a method call by its alias, as Prism themes do', () => {
    expect(highlightToHtml('store.dispatch(action)', 'ts')).toBe(
      'store.<span class="f">dispatch</span>(action)',
    )
  })

  it('escapes markup, in JSX and in languages Prism does not know', () => {
    expect(highlightToHtml('<App title="a & b" />', 'tsx')).toContain('&lt;')
    expect(highlightToHtml('echo "<b>" && exit', 'bash')).toBe(
      'echo "&lt;b&gt;" &amp;&amp; exit',
    )
  })

  it('loses no character of any code block in the docs', () => {
    const blocks = markdownFiles('docs').flatMap((file) =>
      codeBlocks(readMdx(file)),
    )
    expect(blocks.length).toBeGreaterThan(500)
    for (const block of blocks)
      expect(
        textOfHtml(highlightToHtml(block.value, block.lang ?? 'text')),
      ).toBe(block.value)
  }, 60_000)

  it('turns each fenced block into a CodeBlock element with its language, title and HTML', async () => {
    const processor = mdxProcessor().use(highlightCode)
    const tree = (await processor.run(
      processor.parse(
        'Text.\n\n```ts title="src/a.ts"\nlet a = 1\n```\n\n```\nplain <text>\n```\n',
      ),
    )) as Root
    const [, titled, plain] = tree.children as [
      unknown,
      MdxJsxFlowElement,
      MdxJsxFlowElement,
    ]
    const attributes = (element: MdxJsxFlowElement) =>
      Object.fromEntries(
        element.attributes.map((a) => ('name' in a ? [a.name, a.value] : [])),
      )
    expect(titled.name).toBe('CodeBlock')
    expect(attributes(titled)).toEqual({
      language: 'ts',
      title: 'src/a.ts',
      html: '<span class="k">let</span> a = <span class="n">1</span>',
    })
    expect(attributes(plain)).toEqual({
      language: 'text',
      html: 'plain &lt;text&gt;',
    })
  })
})
