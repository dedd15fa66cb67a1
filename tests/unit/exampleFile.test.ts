import path from 'node:path'
import type { Code, Root } from 'mdast'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'
import { includeTarget, readExampleFile } from '../../src/markdown/exampleFile'
import includeExampleFiles from '../../src/markdown/includeExampleFiles'
import { mdxProcessor } from '../../src/markdown/readMdx'

const FIXTURES = path.join(__dirname, '../fixtures')

describe('example files shown in code blocks', () => {
  it('reads a whole file without its region markers, titled with its path in the app', () => {
    const { code, title } = readExampleFile(
      'examples/demo/src/store.ts',
      FIXTURES,
    )
    expect(title).toBe('src/store.ts')
    expect(code).not.toMatch(/#(end)?region/)
    expect(code.split('\n')).toHaveLength(12)
    expect(code).toMatch(/^import \{ configureStore \}/)
    expect(code).toMatch(
      /export const store = configureStore\(\{ reducer: \{ counter \} \}\)\n/,
    )
  })

  it('reads a region, dedented, without nested markers', () => {
    expect(
      readExampleFile('examples/demo/src/store.ts#increment', FIXTURES).code,
    ).toBe("if (action.type === 'increment') return state + 1")
    expect(
      readExampleFile(
        'examples/demo/src/store.ts#reducer',
        FIXTURES,
      ).code.split('\n'),
    ).toEqual([
      'export function counter(state = 0, action: { type: string }) {',
      "  if (action.type === 'increment') return state + 1",
      '  return state',
      '}',
    ])
  })

  it('names what is wrong with a bad target', () => {
    expect(() =>
      readExampleFile('examples/demo/src/missing.ts', FIXTURES),
    ).toThrow(
      'include=examples/demo/src/missing.ts: examples/demo/src/missing.ts does not exist',
    )
    expect(() =>
      readExampleFile('examples/demo/src/store.ts#nope', FIXTURES),
    ).toThrow(/no "#region nope"/)
    expect(() => readExampleFile('src/store.ts', FIXTURES)).toThrow(
      /expected examples\/<app>\/<file>/,
    )
    expect(() => readExampleFile('examples/../package.json', FIXTURES)).toThrow(
      /expected examples\/<app>\/<file>/,
    )
  })

  it('takes the target out of the meta and keeps the rest', () => {
    expect(includeTarget('include=examples/a/b.ts title="x.ts" {2}')).toEqual({
      target: 'examples/a/b.ts',
      rest: 'title="x.ts" {2}',
    })
    expect(includeTarget('title="x.ts"')).toEqual({ rest: 'title="x.ts"' })
  })
})

describe('the includeExampleFiles remark plugin', () => {
  const run = async (markdown: string) => {
    const processor = mdxProcessor().use(includeExampleFiles)
    const file = new VFile({ path: 'docs/tutorial.mdx', value: markdown })
    return (await processor.run(processor.parse(file), file)) as Root
  }

  it('fills an empty include block with the file of the real app', async () => {
    const tree = await run(
      'Text.\n\n```ts include=examples/quick-start/src/app/store.ts\n```\n',
    )
    const code = tree.children[1] as Code
    expect(code.meta).toBe('title="src/app/store.ts"')
    expect(code.value).toBe(
      readExampleFile('examples/quick-start/src/app/store.ts').code,
    )
    expect(code.value).toMatch(/configureStore/)
  })

  it('fails naming the page and line when the file is missing or the block is not empty', async () => {
    await expect(
      run('Text.\n\n```ts include=examples/quick-start/nope.ts\n```\n'),
    ).rejects.toThrow(
      'docs/tutorial.mdx:3: include=examples/quick-start/nope.ts: examples/quick-start/nope.ts does not exist',
    )
    await expect(
      run(
        '```ts include=examples/quick-start/src/app/store.ts\nconst x = 1\n```\n',
      ),
    ).rejects.toThrow(/docs\/tutorial.mdx:1: .*must be empty/)
  })
})
