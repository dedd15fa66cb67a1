import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadIndex, search } from '../../src/plugins/search/engine'
import { SEARCH_INDEX } from '../../src/plugins/search'
import {
  rankOf,
  readQueries,
  summarize,
} from '../../scripts/bench/relevance.mjs'
import { BUILDS } from '../../scripts/builds.mjs'

const BUILD = BUILDS.site
const SUGGESTIONS = 8 // what the navbar box shows
const queries: { query: string; expect: string | string[] }[] = readQueries()

function builtIndex() {
  const files = readdirSync(BUILD).filter((name) => SEARCH_INDEX.test(name))
  expect(files, 'one hashed index in build/').toHaveLength(1)
  return loadIndex(readFileSync(path.join(BUILD, files[0]!), 'utf8'))
}

describe('search relevance on the built site', () => {
  it('asks at least 60 questions, each answered by a page and heading that exist', () => {
    expect(queries.length).toBeGreaterThanOrEqual(60)
    const answers = queries.flatMap(({ query, expect: answer }) =>
      [answer].flat().map((target) => ({ query, target })),
    )
    const missing = answers.filter(({ target }) => {
      const [page, anchor] = target.split('#')
      let html: string
      try {
        html = readFileSync(path.join(BUILD, `${page}.html`), 'utf8')
      } catch {
        return true
      }
      return (
        anchor !== undefined &&
        !new RegExp(`\\sid=["']?${anchor}["'\\s>]`).test(html)
      )
    })
    expect(missing.map((q) => `${q.query} → ${q.target}`)).toEqual([])
  })

  it('puts the answer in the top 3 for at least 90% of the questions', () => {
    const index = builtIndex()
    const ranks: number[] = queries.map(({ query, expect: target }) =>
      rankOf(
        target,
        search(index, query, SUGGESTIONS).map((hit) => hit.url),
      ),
    )
    const { top3 } = summarize(ranks)
    const misses = queries
      .filter((_q, i) => ranks[i]! < 0 || ranks[i]! >= 3)
      .map((q) => q.query)
    expect(top3, `missed: ${misses.join(' | ')}`).toBeGreaterThanOrEqual(0.9)
  })
})
