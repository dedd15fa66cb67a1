import { existsSync, readFileSync } from 'node:fs'
import { load } from 'cheerio'
import { describe, expect, it } from 'vitest'
import { docPages, fencesOf, metaWords, readPage } from '../support/mdxFences'

// Runs against the production build (npm run build first). The expectation
// is counted from the pages' sources by the rule manuals/code-samples.md
// gives writers, with the tests' own fence reader: every `ts` or `tsx` block
// gets TypeScript and JavaScript tabs, unless its meta says `no-transpile`
// or `expect-error`. Nothing of the tabs plugin is used to count.

const TYPESCRIPT = new Set(['ts', 'tsx'])
const TYPESCRIPT_ONLY = new Set(['no-transpile', 'expect-error'])

const samplesWithJavaScript = (source: string) =>
  fencesOf(source).filter(
    ({ lang, meta }) =>
      TYPESCRIPT.has(lang) &&
      !metaWords(meta).some((word) => TYPESCRIPT_ONLY.has(word)),
  ).length

/** Tab lists in the server-rendered page whose tabs read TypeScript, JavaScript. */
function languageTabs(html: string): number {
  const $ = load(html)
  return $('[role="tablist"]').filter(
    (_i, list) =>
      $(list)
        .find('[role="tab"]')
        .map((_j, tab) => $(tab).text().trim())
        .get()
        .join() === 'TypeScript,JavaScript',
  ).length
}

describe('the built site', () => {
  it('gives every TypeScript sample of every page a JavaScript tab, and no other block', () => {
    const mismatches: string[] = []
    let total = 0
    for (const { file, route } of docPages()) {
      const expected = samplesWithJavaScript(readPage(file))
      total += expected
      const html = `build${route}.html`
      expect(existsSync(html), `${html} (run npm run build first)`).toBe(true)
      const tabs = languageTabs(readFileSync(html, 'utf8'))
      if (tabs !== expected)
        mismatches.push(
          `${file}: ${expected} TypeScript samples with a JavaScript tab, ${tabs} TypeScript/JavaScript tab lists`,
        )
    }
    expect(mismatches).toEqual([])
    // The pages have about 570 such samples: a reader that found none would
    // agree with a build that made none.
    expect(total).toBeGreaterThan(500)
  }, 60_000)
})
