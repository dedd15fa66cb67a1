import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { codeBlocks, markdownFiles, readMdx } from '../../src/remark/readMdx'
import { routeOfDoc } from '../../src/links/docRoutes'
import { TS_LANGS, parseMeta } from '../../src/remark/codeSample'

// Runs against the production build (npm run build first).
const htmlFor = (doc: string) => `build${routeOfDoc(doc)}.html`

describe('the built site', () => {
  it('gives every TypeScript sample of every page a JavaScript tab', () => {
    const mismatches: string[] = []
    for (const doc of markdownFiles('docs')) {
      const expected = codeBlocks(readMdx(doc)).filter((block) => {
        if (!TS_LANGS.has(block.lang ?? '')) return false
        const meta = parseMeta(block.meta)
        return !meta.noTranspile && !meta.expectError
      }).length
      const html = htmlFor(doc)
      expect(existsSync(html), `${html} (run npm run build first)`).toBe(true)
      const tabs =
        readFileSync(html, 'utf8').match(/class="tabs code-language-tabs"/g)
          ?.length ?? 0
      if (tabs !== expected)
        mismatches.push(
          `${doc}: ${expected} TypeScript samples, ${tabs} language tab groups`,
        )
    }
    expect(mismatches).toEqual([])
    // Parsing every page takes seconds, more on a busy machine.
  }, 60_000)
})
