import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { readCached } from '../../src/features/type-hovers/cache'
import { hoverBlock } from '../../src/markdown/hoverKey'
import { splitFiles } from '../../src/markdown/codeSample'
import { checkCodeSamples } from '../../scripts/code-check/check'

const FIXTURES = 'tests/docs/fixtures'
// Holds examples/demo, the app that the fixtures include files from.
const EXAMPLES_ROOT = 'tests/fixtures'

describe('the code-sample check', () => {
  it('passes good samples: hidden setup files, tsx, an expect-error block that fails, plain js', async () => {
    expect(
      await checkCodeSamples([`${FIXTURES}/good.mdx`], EXAMPLES_ROOT),
    ).toEqual([])
  }, 60_000)

  it('fails each broken sample, naming the file and the line', async () => {
    const file = `${FIXTURES}/broken.mdx`
    const problems = await checkCodeSamples([file], EXAMPLES_ROOT)
    expect(problems).toEqual([
      {
        file,
        line: 9,
        message: expect.stringMatching(
          /^TS2322: Type 'number' is not assignable to type 'string'/,
        ),
      },
      { file, line: 13, message: 'marked expect-error, but it compiles' },
      { file, line: 17, message: expect.stringMatching(/^TS\d+: /) },
      { file, line: 25, message: expect.stringMatching(/^TS2322: /) },
      {
        file,
        line: 29,
        message: expect.stringMatching(/^JavaScript tab: `enum Direction/),
      },
      {
        file,
        line: 34,
        message:
          'include=examples/quick-start/src/missing.ts: examples/quick-start/src/missing.ts does not exist',
      },
      {
        file,
        line: 39,
        message: expect.stringMatching(
          /^JavaScript tab of examples\/demo\/src\/store.ts#fragment: /,
        ),
      },
    ])
  }, 60_000)
})

describe('the type hovers the check computes', () => {
  // A sample no cache holds yet.
  const dir = mkdtempSync(path.join(tmpdir(), 'check-hovers-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const file = path.join(dir, 'page.mdx')
  const code = `// ${process.pid} ${Date.now()}\nexport const answer: number = 42`
  writeFileSync(file, `# Page\n\n\`\`\`ts\n${code}\n\`\`\`\n`)
  const { key } = hoverBlock(splitFiles(code, 'ts'), 'ts')

  it('none with TYPE_HOVERS=off', async () => {
    vi.stubEnv('TYPE_HOVERS', 'off')
    try {
      expect(await checkCodeSamples([file])).toEqual([])
    } finally {
      vi.unstubAllEnvs()
    }
    expect(readCached(key)).toBeUndefined()
  }, 60_000)

  it('otherwise, those of every sample it compiles, cached', async () => {
    expect(await checkCodeSamples([file])).toEqual([])
    const cached = readCached(key)!
    const [start, end, text] = cached.files['example.ts']!.ts.find(
      ([s, e]) => code.slice(s, e) === 'answer',
    )!
    expect(code.slice(start, end)).toBe('answer')
    expect(cached.texts[text]).toBe(
      '<span class="k">const</span> answer: <span class="k">number</span>',
    )
  }, 60_000)
})
