import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Heading, Root } from 'mdast'
import { visit } from 'unist-util-visit'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'
import { readAliases } from '../../src/features/anchor-aliases/aliases'
import { docOfRoute } from '../../src/markdown/docRoutes'
import { headingIds } from '../../src/markdown/headingIds'
import anchorAliases from '../../src/features/anchor-aliases/remark'
import { mdxProcessor, parseMdx } from '../../src/markdown/readMdx'

const dir = mkdtempSync(path.join(tmpdir(), 'aliases-'))
const writeAliases = (route: string, data: unknown) => {
  const file = path.join(dir, `${route}.json`)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(data))
}

/** Stands in for Docusaurus's headings plugin, which runs before ours in the site. */
const withHeadingIds = () => (tree: Root) => {
  const ids = headingIds(tree)
  let index = 0
  visit(
    tree,
    'heading',
    (node: Heading) =>
      void (node.data = { ...node.data, id: ids[index++] } as Heading['data']),
  )
}

async function transform(route: string, markdown: string): Promise<Root> {
  const processor = mdxProcessor()
    .use(withHeadingIds)
    .use(anchorAliases, { dir })
  const file = new VFile({
    path: docOfRoute(route),
    value: markdown,
  })
  return (await processor.run(processor.parse(file), file)) as Root
}

const aliasIds = (node: { children?: unknown[] }) =>
  (node.children ?? []).flatMap((child) => {
    const element = child as {
      name?: string
      attributes?: { name: string; value: string }[]
    }
    return element.name === 'AnchorAlias' ? [element.attributes![0]!.value] : []
  })

const PAGE = `import X from './x';\n\nIntro.\n\n## Options\n\nText.\n\n### Parameters {/* #combine-parameters */}\n\nMore.\n`

describe('section id aliases', () => {
  it('puts an alias at the start of its heading, and a top-of-page alias after the imports', async () => {
    writeAliases('api/one', {
      parameters: 'options',
      overview: '',
      old: { section: 'combine-parameters', reason: 'a video' },
    })
    const tree = await transform('/api/one', PAGE)
    const [imports, top, intro, options, , combine] = tree.children
    expect(imports!.type).toBe('mdxjsEsm')
    expect(aliasIds({ children: [top] })).toEqual(['overview'])
    expect(intro!.type).toBe('paragraph')
    expect(aliasIds(options as Heading)).toEqual(['parameters'])
    expect(aliasIds(combine as Heading)).toEqual(['old'])
  })

  it('leaves pages without an alias file alone', async () => {
    const tree = await transform('/api/none', PAGE)
    let aliases = 0
    visit(
      tree,
      (node) =>
        void ((node as { name?: string }).name === 'AnchorAlias' && aliases++),
    )
    expect(aliases).toBe(0)
  })

  it('fails the build, naming the alias file, for a section that does not exist', async () => {
    writeAliases('api/two', { gone: 'no-such-heading' })
    await expect(transform('/api/two', PAGE)).rejects.toThrow(
      /api\/two\.json: "gone" points at "#no-such-heading"/,
    )
  })

  it('fails for an alias that repeats a heading id, which would put two elements with one id on the page', async () => {
    writeAliases('api/three', { options: 'combine-parameters' })
    await expect(transform('/api/three', PAGE)).rejects.toThrow(
      /"options" is already a heading id/,
    )
  })

  it('requires a reason where an alias only points at the closest section', () => {
    writeAliases('api/four', { video: { section: 'options' } })
    expect(() => readAliases('/api/four', dir)).toThrow(
      /"video" must be a heading id, or \{"section"/,
    )
  })
})

describe('heading ids computed from the sources', () => {
  it('slug the text, number repeats and honour an explicit id', () => {
    const tree = parseMdx(
      "## `createSlice` options\n\n## Selectors\n\n## Selectors\n\n## Return value {/* #combine-return */}\n\n## What's next?\n",
    )
    expect(headingIds(tree)).toEqual([
      'createslice-options',
      'selectors',
      'selectors-1',
      'combine-return',
      'whats-next',
    ])
  })
})
