import { describe, expect, it } from 'vitest'
import {
  checkDeclarationTables,
  formatFinding,
} from '../../src/declaration-tables/check'
import { markdownFiles } from '../../src/remark/readMdx'

// Option, parameter and member tables against @reduxjs/toolkit's
// declarations (manuals/declaration-tables.md). Alone:
// npm run test:tables
describe('tables tied to declarations', () => {
  it('list every property of their declaration, as the declaration says it', () => {
    const { tables, findings } = checkDeclarationTables(markdownFiles('docs'))
    // Tying fewer tables than this means a comment was lost.
    expect(tables.length).toBeGreaterThanOrEqual(152)
    // On failure the diff lists each as `docs/…mdx:LINE message`.
    expect(findings.map(formatFinding)).toEqual([])
  }, 120_000)
})
