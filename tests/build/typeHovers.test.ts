import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { HOVERS_ASSETS } from '../../src/features/type-hovers'
import type { PageHovers } from '../../src/features/type-hovers/pageData'
import { htmlOf } from './support/builtPages'
import { DOC_ROUTES } from '../support/routes'

// Runs against the production build (npm run build first): each docs page
// with samples bundles one hovers file, and nothing of it is in the HTML.
const JS_DIR = 'build/assets/js'
const DOCS = 'docs'
/** A fenced TypeScript or TSX block, at any indent (in a list, too). */
const TYPESCRIPT_FENCE = /^\s*```tsx?(\s|$)/m
const ASSET = new RegExp(`${HOVERS_ASSETS}/[0-9a-f]+\\.json`, 'g')
const referenced = new Set(
  readdirSync(JS_DIR)
    .filter((name) => name.endsWith('.js'))
    .flatMap((name) => [
      ...readFileSync(`${JS_DIR}/${name}`, 'utf8').matchAll(ASSET),
    ])
    .map(([asset]) => asset),
)

// Each test reads every page's file or HTML: seconds on a busy machine.
describe('type hovers in the build', () => {
  it('every page with TypeScript samples has one hovers file, and each file the scripts name exists', () => {
    // Counted from the pages' sources, not by the hovers' own block reader.
    const pagesWithSamples = readdirSync(DOCS, {
      recursive: true,
      encoding: 'utf8',
    }).filter(
      (name) =>
        name.endsWith('.mdx') &&
        TYPESCRIPT_FENCE.test(readFileSync(path.join(DOCS, name), 'utf8')),
    )
    expect(pagesWithSamples.length).toBeGreaterThan(0)
    expect(referenced.size).toBe(pagesWithSamples.length)
    for (const asset of referenced)
      expect(existsSync(`build/${asset}`), asset).toBe(true)
  }, 60_000)

  it('each file holds, per code block, names within its code and texts that exist', () => {
    let names = 0
    for (const asset of referenced) {
      const page = JSON.parse(
        readFileSync(`build/${asset}`, 'utf8'),
      ) as PageHovers
      for (const flat of page.blocks) {
        expect(flat.length % 4, asset).toBe(0)
        for (let i = 0; i < flat.length; i += 4) {
          const [start, end, text, doc] = flat.slice(i, i + 4) as number[]
          expect(start! < end!, asset).toBe(true)
          expect(page.texts[text!], asset).toBeDefined()
          expect(doc === -1 || page.docs[doc!] !== undefined, asset).toBe(true)
          names++
        }
      }
    }
    expect(names).toBeGreaterThan(20_000)
  }, 60_000)

  it('adds nothing to the pages’ HTML: no address, no key, no element per name', () => {
    for (const route of DOC_ROUTES) {
      const html = htmlOf(route)!
      expect(html.includes('type-hovers'), route).toBe(false)
      expect(/hoverkey|typehovers/i.test(html), route).toBe(false)
    }
    // A block is a <pre> with its code: text and colour spans, as before.
    const createSlice = htmlOf('/api/createSlice')!
    const shapes = (pattern: RegExp, text: string) =>
      new Set(
        [...text.matchAll(pattern)].map(([tag]) =>
          tag.replace(/=("[^"]*"|[^\s>]+)/g, ''),
        ),
      )
    expect([...shapes(/<pre[^>]*><code[^>]*>/g, createSlice)]).toEqual([
      '<pre tabindex class><code class>',
    ])
    const code = [
      ...createSlice.matchAll(/<pre[^>]*><code[^>]*>([\s\S]*?)<\/code>/g),
    ]
      .map(([, text]) => text)
      .join('')
    expect([...shapes(/<\w+[^>]*>/g, code)]).toEqual(['<span class>'])
  }, 60_000)
})
