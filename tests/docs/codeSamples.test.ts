import { describe, expect, it } from 'vitest'
import { checkCodeSamples, formatProblem } from '../../scripts/code-check/check'
import { typescript7 } from '../../scripts/code-check/typescript7'
import {
  declarationFilesOf,
  readDeclarationList,
  writeDeclarationList,
} from '../../scripts/code-check/declarationFiles'
import { SKILL_FILE } from '../../src/features/markdown-twins/skill'
import { markdownFiles } from '../../src/markdown/readMdx'

// Writers check just the pages they are editing with
// CODE_CHECK_FILES=docs/a.mdx,docs/b.mdx npm run test:docs -- codeSamples
const selected = process.env.CODE_CHECK_FILES?.split(',').filter(Boolean)

describe('docs code samples', () => {
  it('every ts/tsx block in docs/ and in the skill for coding assistants compiles, with TypeScript 5.9 and 7, and every js/jsx block parses', async () => {
    // One program for the pages and the skill (skills/redux-toolkit/SKILL.md).
    const files = selected ?? [...markdownFiles('docs'), SKILL_FILE]
    if (!selected) expect(files.length).toBeGreaterThanOrEqual(53)
    let read: string[] = []
    const problems = await checkCodeSamples(
      files,
      undefined,
      undefined,
      [typescript7],
      (program) => (read = declarationFilesOf(program)),
    )
    // On failure the diff lists each problem as `docs/…mdx:LINE TSxxxx: message`,
    // TypeScript 7's as `docs/…mdx:LINE TypeScript 7.0.2: TSxxxx: message`.
    expect(problems.map(formatProblem)).toEqual([])
    if (selected) return
    // The editable samples' worker compiles against these files, and only
    // these: every file this program read must be in its list, and no other.
    if (process.env.PIN_DECLARATION_FILES) writeDeclarationList(read)
    expect(
      readDeclarationList(),
      'src/features/editable-samples/typecheck/declarationFiles.json is stale: npm run declarations:pin',
    ).toEqual(read)
    // A cold run (no type-hover cache) took 273 s on a loaded 2-core machine
    // before the TypeScript 7 pass, which runs beside it.
  }, 420_000)
})
