import { describe, expect, it } from 'vitest'
import { formatProblem } from '../../scripts/code-check/check'
import { checkWalkthroughs } from '../../scripts/code-check/walkthroughs'
import { markdownFiles } from '../../src/markdown/readMdx'

// As for codeSamples.test.ts: CODE_CHECK_FILES=docs/a.mdx npm run test:docs -- walkthroughs
const selected = process.env.CODE_CHECK_FILES?.split(',').filter(Boolean)

const FIXTURES = 'tests/docs/fixtures/walkthroughs'
// Holds examples/walkthrough, the app whose regions the fixtures include.
const EXAMPLES_ROOT = 'tests/fixtures'

describe('walkthroughs and hidden files', () => {
  it('every walkthrough compiles as the reader has it after each step, and no hidden file contradicts its page', () => {
    const problems = checkWalkthroughs(selected ?? markdownFiles('docs'))
    // On failure the diff lists each problem as `docs/…mdx:LINE TSxxxx: message (where)`.
    expect(problems.map(formatProblem)).toEqual([])
  }, 300_000)

  it('passes a walkthrough whose steps hold together: hidden files the reader writes, regions, removals, an unfinished step, a standalone aside', () => {
    const page = `${FIXTURES}/good.mdx`
    expect(checkWalkthroughs([page], [{ page }], EXAMPLES_ROOT)).toEqual([])
  }, 60_000)

  it('fails each contradiction of a walkthrough, naming the line and the step', () => {
    const page = `${FIXTURES}/broken.mdx`
    const problems = checkWalkthroughs([page], [{ page }], EXAMPLES_ROOT)
    expect(problems).toEqual([
      // Step 4's api.ts drops the type that step 2's file imports
      {
        file: page,
        line: 19,
        message: expect.stringMatching(
          /^TS2724: '"\.\/api"' has no exported member named 'Tag'.*before line 45\)$/s,
        ),
      },
      // Step 2's hidden api.ts does not replace step 1's
      {
        file: page,
        line: 21,
        message: expect.stringMatching(
          /^TS2322: Type '"Report"' is not assignable to type '"Post" \| "User"'.* \(in the walkthrough as the reader has it before line 24\)$/s,
        ),
      },
      // The region that declares triple is not shown yet
      {
        file: page,
        line: 32,
        message: expect.stringMatching(
          /^TS2305: Module '"\.\/counter"' has no exported member 'triple'/,
        ),
      },
      // The aside's hidden api.ts does not replace the page's either
      {
        file: page,
        line: 53,
        message: expect.stringMatching(/^TS2724: .*at its end\)$/s),
      },
    ])
  }, 60_000)

  it('outside walkthroughs, compiles a block with the page’s file in place of a hidden copy of the same path, unless it is standalone with a reason', () => {
    const page = `${FIXTURES}/hidden.mdx`
    expect(checkWalkthroughs([page], [], EXAMPLES_ROOT)).toEqual([
      {
        file: page,
        line: 17,
        message: expect.stringMatching(
          /^TS2322: .* \(the block at line 11 with src\/api\.ts as line 4 shows it instead of its hidden copy; or, if it is an example of its own, say so: standalone="<reason>"\)$/s,
        ),
      },
      // standalone without a reason: the mark is refused, not the code
      {
        file: page,
        line: 44,
        message: expect.stringMatching(
          /^a standalone block must say why it is an example of its own: standalone="<reason>"/,
        ),
      },
    ])
  }, 60_000)
})
