import { describe, expect, it } from 'vitest'
import { statedMajorProblems } from '../../scripts/code-check/packageMajors'
import { SKILL_FILE } from '../../src/features/markdown-twins/skill'
import { markdownFiles } from '../../src/markdown/readMdx'

const FIXTURE = 'tests/docs/fixtures/package-majors.mdx'

describe('pages say which major of another package they describe', () => {
  it('every page: each stated major is the installed one, and each package the samples import is stated', () => {
    const files = [...markdownFiles('docs'), SKILL_FILE]
    expect(statedMajorProblems(files)).toEqual([])
  }, 120_000)

  it('fails a stale major, an uninstalled package, a comment with no paragraph and an imported package left unstated', () => {
    expect(statedMajorProblems([FIXTURE])).toEqual([
      {
        file: FIXTURE,
        line: 5,
        message:
          'the paragraph below does not say "Next.js 16", the major of the installed next that the samples compile against',
      },
      {
        file: FIXTURE,
        line: 11,
        message:
          "describes 'left-pad-never-installed', which the site does not install: its samples cannot compile against it",
      },
      {
        file: FIXTURE,
        line: 14,
        message:
          'write "describes: <package> …" right above the paragraph that says which major of each package the page describes',
      },
      {
        file: FIXTURE,
        line: 16,
        message:
          'a sample imports \'normalizr\', but no "{/* describes: normalizr */}" paragraph on the page says which major of it the page describes',
      },
      {
        file: FIXTURE,
        line: 22,
        message:
          'a sample imports \'redux-persist\', but no "{/* describes: redux-persist */}" paragraph on the page says which major of it the page describes',
      },
    ])
  })
})
