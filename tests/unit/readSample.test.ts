import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Code, Root } from 'mdast'
import { visit } from 'unist-util-visit'
import { VFile } from 'vfile'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { hoverBlock } from '../../src/markdown/hoverKey'
import { hoverBlocksOf } from '../../src/features/type-hovers/docsBlocks'
import type { HoverTag } from '../../src/markdown/hoverTypes'
import includeExampleFiles from '../../src/markdown/includeExampleFiles'
import { codeBlocks, mdxProcessor, parseMdx } from '../../src/markdown/readMdx'
import {
  readSample,
  SampleReadError,
  type CodeSample,
} from '../../src/markdown/readSample'
import tsJsTabs from '../../src/features/code-tabs/tsJsTabs'

// Counts the keys made: with type hovers off, none may be.
vi.mock('../../src/markdown/hoverKey', async (importOriginal) => {
  const actual =
    await importOriginal<typeof import('../../src/markdown/hoverKey')>()
  return { ...actual, hoverBlock: vi.fn(actual.hoverBlock) }
})
beforeEach(() => {
  vi.mocked(hoverBlock).mockClear()
})

const INCLUDE = 'examples/quick-start/src/app/hooks.ts'

// One block of each kind a page has.
const PAGE = `# Page

\`\`\`ts title="src/counter.ts" {2}
export const counter = 1
\`\`\`

\`\`\`ts title="src/app.ts"
// file: src/store.ts hidden
export const store = 1
// file: src/app.ts
import { store } from './store'
export const app = store
\`\`\`

\`\`\`ts no-transpile
enum Direction { Up }
\`\`\`

\`\`\`ts expect-error
const wrong: number = 'one'
\`\`\`

\`\`\`tsx
export const App = () => <p />
\`\`\`

\`\`\`ts include=${INCLUDE}
\`\`\`

\`\`\`js title="plain.js"
const plain = 1
\`\`\`
`

const temporary = mkdtempSync(path.join(tmpdir(), 'read-sample-'))
afterAll(() => rmSync(temporary, { recursive: true, force: true }))
const pageFile = path.join(temporary, 'page.mdx')
writeFileSync(pageFile, PAGE)

const samples = (typeHovers: boolean): CodeSample[] =>
  codeBlocks(parseMdx(PAGE)).map((node) => readSample(node, { typeHovers }))

/** The page through the tabs as the docs build runs them, and the tags they leave. */
async function tabTags(typeHovers: boolean): Promise<HoverTag[]> {
  const processor = mdxProcessor()
    .use(includeExampleFiles)
    .use(tsJsTabs, { typeHovers })
  const file = new VFile({ path: pageFile, value: PAGE })
  const tree = (await processor.run(processor.parse(file), file)) as Root
  const tags: HoverTag[] = []
  visit(tree, 'code', (node: Code) => {
    if (node.data?.typeHover) tags.push(node.data.typeHover)
  })
  return tags
}

describe('reading a code block', () => {
  it('names files as the reader saves them, and says which the page shows and which get a JavaScript tab', () => {
    // language: files (hidden ones marked) | shown files | split, JavaScript tab, included app file
    const read = samples(false).map((sample) =>
      [
        `${sample.language}: ${sample.files.map(({ name, hidden }) => (hidden ? `(${name})` : name)).join(' ')}`,
        sample.visibleFiles.map(({ name }) => name).join(' '),
        [
          sample.split && 'split',
          sample.javaScriptTab && 'js tab',
          sample.included?.file,
        ]
          .filter(Boolean)
          .join(', '),
      ].join(' | '),
    )
    expect(read).toEqual([
      'ts: src/counter.ts | src/counter.ts | js tab',
      'ts: (src/store.ts) src/app.ts | src/app.ts | split, js tab',
      'ts: example.ts | example.ts | ',
      'ts: example.ts | example.ts | ',
      'tsx: example.tsx | example.tsx | js tab',
      `ts: src/app/hooks.ts | src/app/hooks.ts | js tab, ${INCLUDE}`,
      'js: plain.js | plain.js | ',
    ])
    expect(samples(false)[5]!.files[0]!.code).toContain('useAppDispatch')
  })

  it('with type hovers off, makes no hover block and computes no key', () => {
    expect(samples(false).every((sample) => !sample.hovers)).toBe(true)
    expect(hoverBlock).not.toHaveBeenCalled()
  })

  it('with them on, keys the TypeScript the check compiles: an unsplit block’s file named after its language, whatever its title', () => {
    const hovers = samples(true).map((sample) => sample.hovers)
    // Not an example app's file (compiled with its app), not JavaScript.
    expect(hovers.map((block) => Boolean(block))).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ])
    expect(hovers[0]!.files.map(({ name }) => name)).toEqual(['example.ts'])
    expect(hovers[1]!.files.map(({ name, hidden }) => [name, hidden])).toEqual([
      ['src/store.ts', true],
      ['src/app.ts', false],
    ])
    expect(hovers[0]!.key).toMatch(/^[0-9a-f]{32}$/)
    // Retitling the block keeps its key.
    const retitled = parseMdx(
      PAGE.replace('title="src/counter.ts"', 'title="src/other.ts"'),
    )
    expect(
      readSample(codeBlocks(retitled)[0]!, { typeHovers: true }).hovers!.key,
    ).toBe(hovers[0]!.key)
  })

  it('reads an include the same from the page’s source and from the tree the build fills', async () => {
    const processor = mdxProcessor().use(includeExampleFiles)
    const file = new VFile({ path: pageFile, value: PAGE })
    const filled = codeBlocks(
      (await processor.run(processor.parse(file), file)) as Root,
    )[5]!
    expect(filled.value).not.toBe('')
    const fromTree = readSample(filled, { typeHovers: true })
    const fromSource = samples(true)[5]!
    expect(fromTree.files).toEqual(fromSource.files)
    expect(fromTree.included).toEqual(fromSource.included)
    expect(fromTree.javaScriptTab).toBe(true)
    expect(fromTree.hovers).toBeUndefined()
  })

  it('fails a block it cannot read, naming the page line', () => {
    const read = (markdown: string) => {
      try {
        readSample(codeBlocks(parseMdx(markdown))[0]!, { typeHovers: false })
      } catch (error) {
        expect(error).toBeInstanceOf(SampleReadError)
        return `${(error as SampleReadError).line}: ${(error as Error).message}`
      }
      return 'read'
    }
    expect(
      read('Intro.\n\n```ts\nconst stray = 1\n// file: a.ts\nexport {}\n```\n'),
    ).toBe('4: code before the first `// file:` line belongs to no file')
    expect(
      read('Intro.\n\n```ts include=examples/quick-start/missing.ts\n```\n'),
    ).toBe(
      '3: include=examples/quick-start/missing.ts: examples/quick-start/missing.ts does not exist',
    )
    expect(
      read(
        'Intro.\n\n```ts title="a.ts"\n// file: b.ts hidden\nexport {}\n```\n',
      ),
    ).toBe(
      '3: every file of the block is hidden, so the page shows nothing: show one, or move the hidden ones into a block that shows code',
    )
  })
})

describe('the readers of a block agree', () => {
  it('the tabs tag each shown file with the block and file the build reads from the docs', async () => {
    const fromDocs = hoverBlocksOf([pageFile])
    const tags = await tabTags(true)
    // The TypeScript and JavaScript tab of each shown file, TypeScript only
    // for no-transpile and expect-error; nothing for the app's file.
    expect(tags.map(({ file, tab }) => `${file} ${tab}`)).toEqual([
      'example.ts ts',
      'example.ts js',
      'src/app.ts ts',
      'src/app.ts js',
      'example.ts ts',
      'example.ts ts',
      'example.tsx ts',
      'example.tsx js',
    ])
    const keys = new Set(tags.map(({ block }) => block.key))
    expect([...keys].sort()).toEqual(fromDocs.map(({ key }) => key).sort())
    for (const { block, file } of tags) {
      const read = fromDocs.find(({ key }) => key === block.key)!
      expect(read.files.map(({ name }) => name)).toContain(file)
    }
  })

  it('with type hovers off, the tabs tag nothing and compute no key', async () => {
    expect(await tabTags(false)).toEqual([])
    expect(hoverBlock).not.toHaveBeenCalled()
  })
})
