import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadIndex, search } from '../../src/features/search/engine'
import { SEARCH_INDEX } from '../../src/features/search'
import {
  QUERY_SETS,
  rankOf,
  readQueries,
  summarize,
} from '../../scripts/bench/relevance.mjs'
import { BUILDS } from '../../scripts/builds.mjs'

const BUILD = BUILDS.site
const SUGGESTIONS = 8 // what the navbar box shows

/**
 * Each set's floor: two or three questions below the latest figures
 * (manuals/search.md), so that one reworded heading does not fail the build;
 * the readers' floor is far above what the search found before it learnt
 * readers' words (73% in the first five).
 */
const FLOORS: Record<
  string,
  { questions: number; within: 'top3' | 'top5'; share: number }
> = {
  identifiers: { questions: 60, within: 'top3', share: 0.95 },
  readers: { questions: 40, within: 'top5', share: 0.9 },
}

type Question = { query: string; expect: string | string[] }

function builtIndex() {
  const files = readdirSync(BUILD).filter((name) => SEARCH_INDEX.test(name))
  expect(files, 'one hashed index in build/').toHaveLength(1)
  return loadIndex(readFileSync(path.join(BUILD, files[0]!), 'utf8'))
}

describe.each(QUERY_SETS)(
  'search relevance on the built site: $name',
  ({ name, file }) => {
    const queries: Question[] = readQueries(file)
    const floor = FLOORS[name]!

    it('asks at least 40 questions, each answered by a page and heading that exist', () => {
      expect(queries.length).toBeGreaterThanOrEqual(40)
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

    // A fixed title: src/features/internals/registry.ts names this test as a
    // guard of the search's content marker
    it('puts enough answers near the top, as FLOORS asks of the set', () => {
      const index = builtIndex()
      const ranks: number[] = queries.map(({ query, expect: target }) =>
        rankOf(
          target,
          search(index, query, SUGGESTIONS).map((hit) => hit.url),
        ),
      )
      const limit = floor.within === 'top3' ? 3 : 5
      const misses = queries
        .filter((_q, i) => ranks[i]! < 0 || ranks[i]! >= limit)
        .map((q) => q.query)
      expect(
        summarize(ranks)[floor.within],
        `missed: ${misses.join(' | ')}`,
      ).toBeGreaterThanOrEqual(floor.share)
    })
  },
)
