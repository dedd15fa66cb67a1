import { describe, expect, it } from 'vitest'
import { checkCodeSamples, formatProblem } from '../../scripts/code-check/check'
import { SKILL_FILE } from '../../src/plugins/markdown-twins/skill'
import { markdownFiles } from '../../src/remark/readMdx'

// Writers check just the pages they are editing with
// CODE_CHECK_FILES=docs/a.mdx,docs/b.mdx npm run test:docs -- codeSamples
const selected = process.env.CODE_CHECK_FILES?.split(',').filter(Boolean)

describe('docs code samples', () => {
  it('every ts/tsx block in docs/ and in the skill for coding assistants compiles and every js/jsx block parses', async () => {
    // One program for the pages and the skill (skills/redux-toolkit/SKILL.md).
    const files = selected ?? [...markdownFiles('docs'), SKILL_FILE]
    if (!selected) expect(files.length).toBeGreaterThanOrEqual(53)
    const problems = await checkCodeSamples(files)
    // On failure the diff lists each problem as `docs/…mdx:LINE TSxxxx: message`.
    expect(problems.map(formatProblem)).toEqual([])
  }, 300_000)
})
