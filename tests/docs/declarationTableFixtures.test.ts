import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  checkDeclarationTables,
  formatFinding,
} from '../../scripts/declaration-tables/check'
import { parseDeclaration } from '../../src/features/declaration-tables/tables'

// A page of tied tables (tables.mdx) against a small package (index.d.ts),
// loaded in memory as `fixture-pkg`.
const FIXTURES = 'tests/docs/fixtures/declaration-tables'
const file = `${FIXTURES}/tables.mdx`
const { tables, findings } = checkDeclarationTables([file], {
  entryPoints: ['fixture-pkg'],
  files: {
    'node_modules/fixture-pkg/index.d.ts': readFileSync(
      `${FIXTURES}/index.d.ts`,
      'utf8',
    ),
  },
})
const at = (line: number) =>
  findings
    .filter((finding) => finding.line === line)
    .map((finding) => `${finding.kind}: ${finding.message}`)

describe('the declaration-table check', () => {
  it('passes a table with every property, "required" where it is, deprecated marked and an omission with a reason', () => {
    expect(at(6)).toEqual([])
    expect(at(7)).toEqual([])
    expect(at(9)).toEqual([])
    expect(at(10)).toEqual([])
    expect(at(11)).toEqual([])
  })

  it('fails a missing row, naming the table', () => {
    expect(at(16)).toEqual([
      'missing: StoreOptions: no row for `preloadedState` (add one, or omit it with a reason: manuals/declaration-tables.md)',
    ])
  })

  it('fails "required" on an optional property and its absence on a required one', () => {
    expect(at(18)).toEqual([
      'required: `reducer` is required in StoreOptions: its Default cell must say "required"',
    ])
    expect(at(19)).toEqual([
      'required: `devTools` is optional in StoreOptions, but its Default cell says "required"',
    ])
  })

  it('fails a deprecated property whose row does not say so, and the reverse', () => {
    expect(at(20)).toEqual([
      'deprecated: `debug` is @deprecated in StoreOptions: say "(deprecated)" after its name',
    ])
    expect(at(48)).toEqual([
      'deprecated: `getState` is not @deprecated in ReturnType<typeof createStore>, but its row says so',
    ])
  })

  it('fails a row that names no property', () => {
    expect(at(21)).toEqual(['extra: StoreOptions has no property `middleware`'])
    expect(at(30)).toEqual([
      'extra: Store: this row names no property: put the name in backticks at the start of the first cell',
    ])
  })

  it('fails an omission without a reason, of a property that does not exist, or of one with a row', () => {
    expect(at(26)).toEqual([
      'omission: omits `getState` without a reason: write it in parentheses after the name',
      'omission: omits `teleport`, but Store has no such property',
      'omission: omits `dispatch`, but a row documents it',
    ])
  })

  it('reads parameters over every overload, and properties of a parameter listed by path', () => {
    expect(at(34)).toEqual([])
    expect(findings.filter((f) => f.line >= 34 && f.line <= 41)).toEqual([])
  })

  it('fails a declaration that does not resolve or compile, and a comment with no table', () => {
    expect(at(51)).toEqual(['declaration: fixture-pkg exports no NoSuchType'])
    expect(at(56)).toEqual([
      "declaration: Store['getState': TS1005: ']' expected.",
    ])
    expect(at(61)).toEqual([
      'declaration: no table follows this declaration comment',
    ])
  })

  it('ties one table to several declarations, each with the rows of its where: column', () => {
    expect(findings.filter((f) => f.line >= 66 && f.line < 76)).toEqual([
      {
        file,
        line: 74,
        kind: 'required',
        message:
          '`maxAge` is optional in DevToolsOptions, but its Default cell says "required"',
      },
    ])
    expect(
      tables
        .filter((t) => t.line >= 66 && t.line < 75)
        .map((t) => t.rows.map((r) => r.names)),
    ).toEqual([
      [['reducer'], ['devTools', 'debug']],
      [['name'], ['maxAge']],
    ])
  })

  it('reads one parameter over a union, a selection marked *, and a labelled rest tuple as parameters', () => {
    expect(findings.filter((f) => f.line >= 76)).toEqual([])
    expect(
      tables.filter((t) => t.line >= 76).map((t) => t.declaration.parameter),
    ).toEqual(['options', undefined, undefined])
  })

  it('formats a finding as file:line message', () => {
    expect(formatFinding(findings[0]!)).toBe(
      `${file}:16 StoreOptions: no row for \`preloadedState\` (add one, or omit it with a reason: manuals/declaration-tables.md)`,
    )
  })

  it('gives each table its page, lines, declaration and rows', () => {
    expect(tables[0]).toEqual({
      file,
      line: 6,
      tableLine: 7,
      declaration: {
        entry: 'fixture-pkg',
        type: 'StoreOptions',
        parameters: false,
        omissions: [
          { name: 'preloadedState', reason: 'shown on another page' },
        ],
        text: 'fixture-pkg StoreOptions omit: preloadedState (shown on another page)',
      },
      columns: ['Option', 'Type', 'Default', 'Meaning'],
      rows: [
        {
          line: 9,
          names: ['reducer'],
          deprecated: [],
          required: true,
          cells: ['reducer', 'function', 'required', 'The root reducer.'],
        },
        expect.objectContaining({ line: 10, names: ['devTools'] }),
        expect.objectContaining({
          line: 11,
          names: ['debug'],
          deprecated: ['debug'],
          required: false,
        }),
      ],
    })
  })
})

describe('parseDeclaration', () => {
  it('reads parameters, where: and grouped omissions whose reasons hold parentheses and commas', () => {
    expect(
      parseDeclaration(
        '/* declaration: @reduxjs/toolkit createSlice() where: Slice omit: a b (one reason (with, commas)), c (two) */',
      ),
    ).toEqual({
      entry: '@reduxjs/toolkit',
      type: 'createSlice',
      parameters: true,
      where: 'Slice',
      omissions: [
        { name: 'a', reason: 'one reason (with, commas)' },
        { name: 'b', reason: 'one reason (with, commas)' },
        { name: 'c', reason: 'two' },
      ],
      text: '@reduxjs/toolkit createSlice() where: Slice omit: a b (one reason (with, commas)), c (two)',
    })
  })

  it('says what is wrong with a comment it cannot read', () => {
    expect(
      parseDeclaration('/* declaration: ConfigureStoreOptions */'),
    ).toMatch(/^write `declaration: <entry point> <type>`/)
    expect(parseDeclaration('/* declaration: x Y omit: a (b */')).toBe(
      'unclosed "(" in omit: a (b',
    )
  })
})
