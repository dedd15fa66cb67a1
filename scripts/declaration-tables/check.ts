import {
  memberAt,
  resolveDeclarations,
  type DeclarationSources,
  type Member,
} from './declarations'
import {
  declarationName,
  tiedTablesIn,
  type SyntaxProblem,
  type TiedTable,
} from '../../src/features/declaration-tables/tables'

/**
 * The check of tied tables (manuals/declaration-tables.md): each table's rows
 * against the members of the declaration its comment names.
 */

export type FindingKind =
  /** A member of the declaration has no row and no omission. */
  | 'missing'
  /** A row names no member of the declaration (or no name at all). */
  | 'extra'
  /** A row's Default cell says "required" of an optional member, or the reverse. */
  | 'required'
  /** A `@deprecated` member whose row does not say so, or the reverse. */
  | 'deprecated'
  /** An omission without a reason, of a member that does not exist, or of one that has a row. */
  | 'omission'
  /** The comment cannot be read, names no declaration, or no table follows it. */
  | 'declaration'

/** `line`: the row's, the table's for a missing row, the comment's otherwise. */
export interface Finding extends SyntaxProblem {
  kind: FindingKind
}

export const formatFinding = ({ file, line, message }: Finding) =>
  `${file}:${line} ${message}`

/** `omit: * (reason)`: the table shows a selection of the members on purpose. */
const REST = '*'

/** What is wrong with one table, given its declaration's members. */
export function checkTable(table: TiedTable, members: Member[]): Finding[] {
  const findings: Finding[] = []
  const name = declarationName(table.declaration)
  const what = table.declaration.parameters ? 'parameter' : 'property'
  const report = (line: number, kind: FindingKind, message: string) =>
    findings.push({ file: table.file, line, kind, message })

  const rowNames = new Set(table.rows.flatMap((row) => row.names))
  for (const row of table.rows) {
    if (!row.names.length)
      report(
        row.line,
        'extra',
        `${name}: this row names no ${what}: put the name in backticks at the start of the first cell`,
      )
    for (const path of row.names) {
      const member = memberAt(members, path)
      if (!member) {
        report(row.line, 'extra', `${name} has no ${what} \`${path}\``)
        continue
      }
      if (row.required !== undefined && row.required === member.optional)
        report(
          row.line,
          'required',
          member.optional
            ? `\`${path}\` is optional in ${name}, but its Default cell says "required"`
            : `\`${path}\` is required in ${name}: its Default cell must say "required"`,
        )
      if (member.deprecated && !row.deprecated.includes(path))
        report(
          row.line,
          'deprecated',
          `\`${path}\` is @deprecated in ${name}: say "(deprecated)" after its name`,
        )
      if (!member.deprecated && row.deprecated.includes(path))
        report(
          row.line,
          'deprecated',
          `\`${path}\` is not @deprecated in ${name}, but its row says so`,
        )
    }
  }

  const omitted = new Set<string>()
  for (const { name: path, reason } of table.declaration.omissions) {
    omitted.add(path)
    if (path === REST) {
      // `*`: every member without a row, for a table that shows a selection.
    } else if (!memberAt(members, path))
      report(
        table.line,
        'omission',
        `omits \`${path}\`, but ${name} has no such ${what}`,
      )
    else if (rowNames.has(path))
      report(
        table.line,
        'omission',
        `omits \`${path}\`, but a row documents it`,
      )
    if (!reason)
      report(
        table.line,
        'omission',
        `omits \`${path}\` without a reason: write it in parentheses after the name`,
      )
  }

  // A row for `options.skip` says the table documents `options` property by
  // property: every property of `options` then needs its row.
  const expanded = new Set(
    [...rowNames, ...omitted].flatMap((path) =>
      path
        .split('.')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('.')),
    ),
  )
  const walk = (level: Member[], prefix: string) => {
    for (const member of level) {
      const path = prefix + member.name
      if (omitted.has(path) || omitted.has(REST)) continue
      if (expanded.has(path)) walk(member.members(), `${path}.`)
      else if (!rowNames.has(path))
        report(
          table.tableLine,
          'missing',
          `${name}: no row for \`${path}\` (add one, or omit it with a reason: manuals/declaration-tables.md)`,
        )
    }
  }
  walk(members, '')
  return findings
}

/**
 * Reads the tied tables of the given pages and checks each against its
 * declaration: every finding, in page order, and the tables read.
 */
export function checkDeclarationTables(
  files: string[],
  sources?: DeclarationSources,
): { tables: TiedTable[]; findings: Finding[] } {
  const { tables, problems } = tiedTablesIn(files)
  const resolved = resolveDeclarations(
    tables.map((table) => table.declaration),
    sources,
  )
  const findings: Finding[] = problems.map((problem) => ({
    ...problem,
    kind: 'declaration',
  }))
  tables.forEach((table, i) => {
    const members = resolved[i]!
    if (typeof members === 'string')
      findings.push({
        file: table.file,
        line: table.line,
        kind: 'declaration',
        message: members,
      })
    else findings.push(...checkTable(table, members))
  })
  const order = new Map(files.map((file, i) => [file, i]))
  findings.sort(
    (a, b) => order.get(a.file)! - order.get(b.file)! || a.line - b.line,
  )
  return { tables, findings }
}
