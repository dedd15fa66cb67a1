import { describe, expect, it } from 'vitest'
import { compileSnippet } from '../../src/markdown/sampleProgram'
import { codeBlocks, readMdx } from '../../src/markdown/readMdx'
import { parseMeta } from '../../src/markdown/codeSample'

const [block] = codeBlocks(readMdx('src/pages/_homeExample.mdx'))
const title = parseMeta(block?.meta).title!

describe('the home page example', () => {
  it('is one titled TypeScript block', () => {
    expect(block?.lang).toBe('ts')
    expect(title).toBe('src/store.ts')
  })

  it('compiles in strict mode against the installed @reduxjs/toolkit', () => {
    expect(compileSnippet({ [title]: block!.value })).toEqual([])
  }, 30_000)

  it('is checked for real: a type error in it would be reported', () => {
    const broken = block!.value.replace('todoToggled(1)', "todoToggled('1')")
    expect(broken).not.toBe(block!.value)
    const diagnostics = compileSnippet({ [title]: broken })
    expect(diagnostics).toHaveLength(1)
    expect(diagnostics[0]!.message).toMatch(
      /not assignable to parameter of type 'number'/,
    )
  }, 30_000)
})
