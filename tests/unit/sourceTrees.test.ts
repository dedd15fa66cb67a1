import { describe, expect, it } from 'vitest'
import { parseMdx } from '../../src/markdown/readMdx'
import { ownSourceTree, sharedSourceTree } from '../../src/markdown/sourceTrees'

// The release list and the Markdown twins share one parse of each page
// (src/markdown/sourceTrees.ts).
describe('source trees', () => {
  const file = 'docs/guide/shared.mdx'

  it('parse a page once for the same text, again when it changed', () => {
    const first = sharedSourceTree(file, '# One\n')
    expect(sharedSourceTree(file, '# One\n')).toBe(first)
    const changed = sharedSourceTree(file, '# Two\n')
    expect(changed).not.toBe(first)
    expect(changed).toEqual(parseMdx('# Two\n'))
  })

  it('give a copy to change, leaving the shared tree as parsed', () => {
    const source = '# Title\n\nText.\n'
    const own = ownSourceTree(file, source)
    expect(own).toEqual(parseMdx(source))
    own.children.pop()
    expect(sharedSourceTree(file, source)).toEqual(parseMdx(source))
  })
})
