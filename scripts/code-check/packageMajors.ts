import path from 'node:path'
import type { Parent, RootContent } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import { TS_LANGS, splitFiles } from '../../src/markdown/codeSample'
import { codeBlocks, readMdx } from '../../src/markdown/readMdx'
import { PROSE_NAMES } from '../../src/markdown/documentedPackages'
import type { Problem } from './check'
import { importedPackages, installedManifest } from './packageImports'

/**
 * A page that describes another package says which major release it
 * describes, where it introduces the package, in the paragraph right below a
 * comment naming the package:
 *
 *   {/* describes: graphql-request graphql *\/}
 *   … This section describes graphql-request 7, with graphql 16, …
 *
 * The version is written once, in the prose; this checks it against the
 * package installed here, which the page's samples compile against, so an
 * upgrade of the package fails until the page is brought up to date.
 */

const ROOT = path.resolve(__dirname, '../..')

/**
 * Packages outside the Redux stack whose major a page must state once one of
 * its TypeScript samples imports them. MSW is one, since its handlers and
 * server changed shape between majors; the test runners (Vitest, Jest) are
 * stated where the tests are set up, not on every page with a test.
 */
export const STATED_WHEN_IMPORTED: readonly string[] = [
  'next',
  'graphql-request',
  'normalizr',
  'redux-persist',
  'axios',
  'msw',
]

const MARKER = /^\s*\/\*\s*describes:\s*(.*?)\s*\*\/\s*$/

export function installedMajor(name: string, root = ROOT): number | undefined {
  const version = installedManifest(name, root)?.version
  return typeof version === 'string' ? Number(version.split('.')[0]) : undefined
}

const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `Next.js 16`, not `Next.js 160` or `Next.js 16.1` taken for 16 alone. */
const statesMajor = (text: string, name: string, major: number) =>
  new RegExp(
    `(^|[^\\w@/-])${escapeRegExp(name)} ${major}(?![\\d.]\\d|\\d)`,
  ).test(text)

export function statedMajorProblems(files: string[], root = ROOT): Problem[] {
  return files.flatMap((file) => {
    const tree = readMdx(file)
    const problems: Problem[] = []
    const described = new Set<string>()
    visit(tree, 'mdxFlowExpression', (node, index, parent) => {
      const match = MARKER.exec(node.value)
      if (!match) return
      const line = node.position!.start.line
      const next: RootContent | undefined = (parent as Parent | undefined)
        ?.children[index! + 1]
      const names = match[1]!.split(/\s+/).filter(Boolean)
      if (names.length === 0 || next?.type !== 'paragraph') {
        problems.push({
          file,
          line,
          message:
            'write "describes: <package> …" right above the paragraph that says which major of each package the page describes',
        })
        return
      }
      const text = toString(next)
      for (const name of names) {
        described.add(name)
        const major = installedMajor(name, root)
        const prose = PROSE_NAMES[name] ?? name
        if (major === undefined)
          problems.push({
            file,
            line,
            message: `describes '${name}', which the site does not install: its samples cannot compile against it`,
          })
        else if (!statesMajor(text, prose, major))
          problems.push({
            file,
            line,
            message: `the paragraph below does not say "${prose} ${major}", the major of the installed ${name} that the samples compile against`,
          })
      }
    })
    for (const block of codeBlocks(tree)) {
      if (!TS_LANGS.has(block.lang ?? '')) continue
      const imported = splitFiles(block.value, block.lang!).flatMap(
        importedPackages,
      )
      for (const name of new Set(imported)) {
        if (STATED_WHEN_IMPORTED.includes(name) && !described.has(name))
          problems.push({
            file,
            line: block.position!.start.line,
            message: `a sample imports '${name}', but no "{/* describes: ${name} */}" paragraph on the page says which major of it the page describes`,
          })
      }
    }
    return problems
  })
}
