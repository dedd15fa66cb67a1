import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { afterAll, describe, expect, it } from 'vitest'
import { DOCUMENTED_PACKAGES } from '../../src/markdown/documentedPackages'
import {
  checkedVersionsTable,
  expandCheckedVersions,
} from '../../src/features/checked-versions/remark'

// <CheckedVersions />: the table of the versions the samples compile
// against, read from package.json files under node_modules (here a fixture
// folder's), never written by hand. The built page and its twin: the build
// tier (tests/build/checkedVersions.test.ts).

const root = mkdtempSync(path.join(tmpdir(), 'checked-versions-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
const install = (folder: string, version: string) => {
  mkdirSync(path.join(root, 'node_modules', folder), { recursive: true })
  writeFileSync(
    path.join(root, 'node_modules', folder, 'package.json'),
    JSON.stringify({ name: folder, version }),
  )
}
install('@scope/lib', '1.2.3')
install('tool-9', '9.0.1')

const cells = (table: ReturnType<typeof checkedVersionsTable>) =>
  table.children.map((row) => row.children.map((cell) => toString(cell)))

describe('the checked versions table', () => {
  it('gives each package, with its note, the version its installed package.json says, an alias read from its own folder', () => {
    const table = checkedVersionsTable(
      [
        { name: '@scope/lib', usedFor: 'the `lib` samples' },
        {
          name: 'tool',
          installedAs: 'tool-9',
          note: 'the new one',
          usedFor: 'checks',
        },
      ],
      root,
    )
    expect(cells(table)).toEqual([
      ['Package', 'Version', 'Used for'],
      ['@scope/lib', '1.2.3', 'the lib samples'],
      ['tool (the new one)', '9.0.1', 'checks'],
    ])
    // Names and code in the descriptions are code spans.
    expect(table.children[1]!.children[0]!.children[0]).toEqual({
      type: 'inlineCode',
      value: '@scope/lib',
    })
  })

  it('fails naming the list when a documented package is not installed', () => {
    expect(() =>
      checkedVersionsTable([{ name: 'absent', usedFor: 'nothing' }], root),
    ).toThrow(
      /absent is documented \(src\/markdown\/documentedPackages.ts\) but/,
    )
  })

  it('replaces <CheckedVersions /> with the table of every documented package, and leaves other elements alone', () => {
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'CheckedVersions',
          attributes: [],
          children: [],
        },
        {
          type: 'mdxJsxFlowElement',
          name: 'ReleaseAdditions',
          attributes: [],
          children: [],
        },
      ],
    }
    expandCheckedVersions(tree)
    expect(tree.children.map((node) => node.type)).toEqual([
      'table',
      'mdxJsxFlowElement',
    ])
    expect((tree.children[0] as { children: unknown[] }).children).toHaveLength(
      DOCUMENTED_PACKAGES.length + 1,
    )
  })
})
