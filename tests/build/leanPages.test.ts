import { readFileSync, readdirSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import path from 'node:path'
import { DOCS_DIR } from '../../src/markdown/docRoutes'
import { markdownFiles } from '../../src/markdown/readMdx'

// Runs against the production build (npm run build first): each doc's two
// browser chunks (src/features/lean-pages), the full one under the chunk
// name the route registry gives the doc and the lean one beside it.
const JS_DIR = 'build/assets/js'
const scripts = readdirSync(JS_DIR).filter((name) => name.endsWith('.js'))
const read = (name: string) => readFileSync(`${JS_DIR}/${name}`, 'utf8')
const chunk = (name: string) => {
  const file = scripts.find((script) => script.startsWith(`${name}.`))
  return file ? read(file) : undefined
}

/** The chunk name of each doc, as Docusaurus's route registry writes it. */
const chunkOfDoc = new Map(
  [
    ...readFileSync('.docusaurus/registry.js', 'utf8').matchAll(
      /"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "@site\/(docs\/[^"]+\.mdx)"\)/g,
    ),
  ].map(([, name, doc]) => [doc!, name!]),
)

describe('the lean form of every doc', () => {
  // docs/api/createSlice.mdx, as the registry names it after @site/.
  const docs = markdownFiles(DOCS_DIR).map((file) =>
    path.relative(path.dirname(DOCS_DIR), file).split(path.sep).join('/'),
  )

  it('every doc has a lean chunk without the static text, and the full chunk keeps the route’s chunk name', () => {
    expect(docs.length).toBeGreaterThan(50)
    for (const doc of docs) {
      const name = chunkOfDoc.get(doc)
      expect(name, doc).toBeDefined()
      const full = chunk(name!)
      const lean = chunk(`lean-${name}`)
      expect(
        full && lean ? 'both' : `full ${!!full}, lean ${!!lean}`,
        doc,
      ).toBe('both')
      // The full chunk renders the page: the lean one reads its static parts from the page.
      expect(full!.includes('StaticHtml'), doc).toBe(false)
      // A page of a few lines (one that says where its content moved) pays
      // for the lean form's import and export; a page of any length has
      // most of its weight in prose and code, which the lean form leaves out.
      const [fullSize, leanSize] = [full!, lean!].map(
        (code) => gzipSync(code).length,
      )
      expect(leanSize, doc).toBeLessThan(
        fullSize > 10_000 ? fullSize / 2 : fullSize + 512,
      )
    }
    // A sentence of prose and a code block's highlighting travel once.
    const guide = chunkOfDoc.get('docs/usage/usage-guide.mdx')!
    const sentence = 'This guide walks through the jobs that come up'
    expect(chunk(guide)!.includes(sentence)).toBe(true)
    expect(chunk(`lean-${guide}`)!.includes(sentence)).toBe(false)
    const highlighted = '<span class="k">import</span>'
    expect(chunk(guide)!.includes(highlighted)).toBe(true)
    expect(chunk(`lean-${guide}`)!.includes('serverAt:"0"')).toBe(true)
  })
})
