import type { Parent, PhrasingContent, Root, Table, TableCell } from 'mdast'
import type { MdxFlowExpression } from 'mdast-util-mdx-expression'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import { readMdx } from '../../markdown/readMdx'

/**
 * Tables tied to the declaration they document (manuals/declaration-tables.md).
 * This module only reads pages: which tables are tied, to what, and what
 * their rows say. `../../../scripts/declaration-tables/check.ts` compares them with `@reduxjs/toolkit`'s
 * declarations.
 */

/** A property (or parameter) left out of a table, and the reason written for it. */
export interface Omission {
  /** `foo`, or a path below a row: `options.foo`. */
  name: string
  /** The text in parentheses after the name; empty when none was written. */
  reason: string
}

/** What a `{/* declaration: … *\/}` comment says. */
export interface Declaration {
  /** `@reduxjs/toolkit`, `@reduxjs/toolkit/query/react`… */
  entry: string
  /**
   * An exported name (`ConfigureStoreOptions`, `createApi`), or any
   * TypeScript type written with the entry point's exports in scope
   * (`ReturnType<typeof createListenerMiddleware>`,
   * `CreateApiOptions<any, any>['endpoints']`).
   */
  type: string
  /**
   * Written with `()` after the type: the rows are the parameters of its
   * call signatures (of every overload).
   */
  parameters: boolean
  /**
   * Written with `(name)` after the type: the rows are the properties of
   * that parameter (of every overload that has it), e.g. the options object
   * of an overloaded function.
   */
  parameter?: string
  /** `where: <column>`: only rows with something in that column document this declaration. */
  where?: string
  omissions: Omission[]
  /** The comment's text, for messages. */
  text: string
}

/** What a comment names, as written after its entry point: `X`, `f()`, `f(options)`. */
export const declarationName = (declaration: Declaration) =>
  declaration.parameters
    ? `${declaration.type}()`
    : declaration.parameter
      ? `${declaration.type}(${declaration.parameter})`
      : declaration.type

/**
 * A declaration, one line: its entry point and name. The API history keys
 * the declarations the pages' tables document by it.
 */
export const declarationKey = (declaration: Declaration) =>
  `${declaration.entry} ${declarationName(declaration)}`

export interface TableRow {
  /** 1-based line in the page. */
  line: number
  /**
   * The names the row documents: the code spans of its first cell outside
   * parentheses, each cut at `(` (`` `abort(reason?)` `` → `abort`), without
   * `new ` or a leading `...`. A path (`options.skip`) documents a property
   * of a property or parameter.
   */
  names: string[]
  /**
   * `true` when the row's Default cell starts with "required" (or its
   * `where:` cell says so after its mark: `✓ (required)`), `false` when the
   * table has a Default column and neither does, `undefined` otherwise.
   */
  required: boolean | undefined
  /**
   * The names the first cell marks deprecated: "deprecated" in the text
   * after the name (`` `status` (deprecated) ``).
   */
  deprecated: string[]
  /** Each cell's text. */
  cells: string[]
}

export interface TiedTable {
  /** The page, as given. */
  file: string
  /** 1-based line of the comment. */
  line: number
  /** 1-based line of the table's header row. */
  tableLine: number
  declaration: Declaration
  /** The header cells' text. */
  columns: string[]
  /** The rows that document this declaration (all, or those its `where:` column marks). */
  rows: TableRow[]
}

/** A comment that could not be read, or that no table follows. */
export interface SyntaxProblem {
  /** The page, as given. */
  file: string
  /** 1-based line. */
  line: number
  message: string
}

const COMMENT = /^\/\*\s*declaration:\s*([\s\S]*?)\s*\*\/$/
const KEYWORD = /\s+(omit|where):\s*/g

/** Reads the body of a `{/* declaration: … *\/}` comment; a string says what is wrong. */
export function parseDeclaration(comment: string): Declaration | string {
  const body = COMMENT.exec(comment.trim())?.[1]
  if (body === undefined) return 'not a declaration comment'
  const text = body.replace(/\s+/g, ' ')
  const parts = text.split(KEYWORD)
  const [entry, ...typeWords] = parts[0]!.split(' ')
  let type = typeWords.join(' ')
  if (!entry || !type)
    return 'write `declaration: <entry point> <type>`, e.g. `declaration: @reduxjs/toolkit ConfigureStoreOptions`'
  const call = /^(.+?)\s*\((\w*)\)$/.exec(type)
  if (call) type = call[1]!
  const declaration: Declaration = {
    entry,
    type,
    parameters: call?.[2] === '',
    ...(call?.[2] ? { parameter: call[2] } : {}),
    omissions: [],
    text,
  }
  for (let i = 1; i < parts.length; i += 2) {
    const [keyword, value] = [parts[i]!, parts[i + 1]!.trim()]
    if (keyword === 'where') {
      if (declaration.where !== undefined) return '`where:` given twice'
      declaration.where = value
    } else {
      const omissions = parseOmissions(value)
      if (typeof omissions === 'string') return omissions
      declaration.omissions.push(...omissions)
    }
  }
  return declaration
}

/**
 * `a (reason), b c (one reason for both)`: names separated by spaces, each
 * group followed by its reason in parentheses (which may hold parentheses
 * and commas), groups separated by commas. A name without a reason gets an
 * empty one, which the check reports.
 */
function parseOmissions(text: string): Omission[] | string {
  const omissions: Omission[] = []
  let names: string[] = []
  let i = 0
  const flush = (reason: string) => {
    omissions.push(...names.map((name) => ({ name, reason })))
    names = []
  }
  while (i < text.length) {
    const char = text[i]!
    if (char === ' ' || char === ',') {
      if (char === ',') flush('')
      i++
    } else if (char === '(') {
      let depth = 0
      let end = i
      for (; end < text.length; end++) {
        if (text[end] === '(') depth++
        else if (text[end] === ')' && --depth === 0) break
      }
      if (end === text.length) return `unclosed "(" in omit: ${text}`
      if (!names.length)
        return `a reason with no name before it in omit: ${text}`
      flush(text.slice(i + 1, end).trim())
      i = end + 1
    } else {
      const name = /^[^\s,()]+/.exec(text.slice(i))![0]
      names.push(name)
      i += name.length
    }
  }
  flush('')
  return omissions
}

/** A row's names, and those marked deprecated: see {@link TableRow}. */
export function rowNames(cell: TableCell): {
  names: string[]
  deprecated: string[]
} {
  const names: string[] = []
  const after: string[] = []
  let depth = 0
  const walk = (nodes: PhrasingContent[]) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        if (names.length) after[names.length - 1] += node.value
        for (const char of node.value) {
          if (char === '(') depth++
          else if (char === ')') depth = Math.max(0, depth - 1)
        }
      } else if (node.type === 'inlineCode') {
        if (depth === 0) {
          names.push(memberName(node.value))
          after.push('')
        }
      } else if ('children' in node) {
        walk(node.children as PhrasingContent[])
      }
    }
  }
  walk(cell.children)
  return {
    names,
    deprecated: names.filter((_, i) => /\bdeprecated\b/i.test(after[i]!)),
  }
}

const memberName = (code: string) =>
  code
    .replace(/^new\s+/, '')
    .replace(/^\.\.\./, '')
    .replace(/[(<].*$/s, '')
    .replace(/\?$/, '')
    .trim()

const isRequired = (text: string) => /^required\b/i.test(text.trim())
const hasMark = (text: string) => text.trim() !== ''

function tableRows(
  table: Table,
  declaration: Declaration,
): { columns: string[]; rows: TableRow[] } | string {
  const [header, ...body] = table.children
  const columns = header!.children.map((cell) => toString(cell).trim())
  const defaultColumn = columns.findIndex((c) => /^default$/i.test(c))
  let whereColumn = -1
  if (declaration.where !== undefined) {
    whereColumn = columns.indexOf(declaration.where)
    if (whereColumn < 0)
      return `where: no column "${declaration.where}" (the columns are ${columns.map((c) => `"${c}"`).join(', ')})`
  }
  const rows: TableRow[] = []
  for (const row of body) {
    const cells = row.children.map((cell) => toString(cell).trim())
    if (whereColumn >= 0 && !hasMark(cells[whereColumn] ?? '')) continue
    const markedRequired = isRequired(
      (cells[whereColumn] ?? '').replace(/^\S+\s*\(?/, ''),
    )
    const required =
      defaultColumn < 0
        ? markedRequired || undefined
        : markedRequired || isRequired(cells[defaultColumn]!)
    rows.push({
      line: row.position!.start.line,
      ...(row.children[0]
        ? rowNames(row.children[0])
        : { names: [], deprecated: [] }),
      required,
      cells,
    })
  }
  return { columns, rows }
}

/**
 * Every tied table of a page: each `{/* declaration: … *\/}` comment and
 * the table right after it (several comments may stand above one table,
 * each with its `where:` column), and what could not be read.
 */
export function tiedTables(
  tree: Root,
  file: string,
): { tables: TiedTable[]; problems: SyntaxProblem[] } {
  const tables: TiedTable[] = []
  const problems: SyntaxProblem[] = []
  visit(tree, (node) => {
    if (!('children' in node)) return
    const children = (node as Parent).children
    children.forEach((child, index) => {
      if (child.type !== 'mdxFlowExpression') return
      const value = (child as MdxFlowExpression).value
      if (!/^\s*\/\*\s*declaration:/.test(value)) return
      const line = child.position!.start.line
      const declaration = parseDeclaration(value)
      if (typeof declaration === 'string') {
        problems.push({ file, line, message: declaration })
        return
      }
      let next = index + 1
      while (
        children[next]?.type === 'mdxFlowExpression' &&
        /^\s*\/\*\s*declaration:/.test(
          (children[next] as MdxFlowExpression).value,
        )
      )
        next++
      const table = children[next]
      if (table?.type !== 'table') {
        problems.push({
          file,
          line,
          message: 'no table follows this declaration comment',
        })
        return
      }
      const read = tableRows(table, declaration)
      if (typeof read === 'string') {
        problems.push({ file, line, message: read })
        return
      }
      tables.push({
        file,
        line,
        tableLine: table.position!.start.line,
        declaration,
        ...read,
      })
    })
  })
  return { tables, problems }
}

/** {@link tiedTables} of several pages, in the given order. */
export function tiedTablesIn(files: string[]): {
  tables: TiedTable[]
  problems: SyntaxProblem[]
} {
  const found = files.map((file) => tiedTables(readMdx(file), file))
  return {
    tables: found.flatMap((f) => f.tables),
    problems: found.flatMap((f) => f.problems),
  }
}
