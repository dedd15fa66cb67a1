import { describe, expect, it } from 'vitest'
import {
  checkDeclarationTables,
  formatFinding,
} from '../../scripts/declaration-tables/check'
import { apiHistory } from '../../src/features/api-badges/apiHistory'
import {
  declarationKey,
  tiedTablesIn,
} from '../../src/features/declaration-tables/tables'
import { markdownFiles } from '../../src/markdown/readMdx'

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

  it('have their history (src/features/api-badges/api-history.json), which dates their badges', () => {
    const { tables } = tiedTablesIn(markdownFiles('docs'))
    const missing = tables.flatMap(({ file, line, declaration, rows }) => {
      const key = declarationKey(declaration)
      if (!apiHistory.tableLife(key)) return [`${file}:${line} ${key}`]
      return rows.flatMap((row) =>
        row.names
          .filter((name) => !apiHistory.tableMemberLife(key, name))
          .map((name) => `${file}:${row.line} ${key}: ${name}`),
      )
    })
    expect(
      missing,
      'documented, but not in the history: run `npm run api-history`',
    ).toEqual([])
    // Reads every page's tables: seconds under load, past Vitest's default 5 s
  }, 60_000)
})
