import { describe, expect, it } from 'vitest'
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
