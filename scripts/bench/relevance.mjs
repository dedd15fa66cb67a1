// Scoring of the search relevance benchmark, shared by `npm run bench:search`
// (results read from the browser) and tests/build/searchRelevance.test.ts
// (results from the same engine in Node).
import { readFileSync } from 'node:fs'

/**
 * The two question sets: API names and headings as the docs spell them, and
 * questions in readers' own words (abbreviations, tasks, error messages).
 * Each file holds [{query, expect}], expect being '/page', '/page#anchor' or
 * a list of them.
 */
export const QUERY_SETS = [
  { name: 'identifiers', file: 'tests/search/queries.json' },
  { name: 'readers', file: 'tests/search/readers.json' },
]

/** A set's questions: [{query, expect}]. */
export function readQueries(file = QUERY_SETS[0].file) {
  return JSON.parse(readFileSync(file, 'utf8')).queries
}

/** 0-based position of the first result that answers, or -1. `expected`
 * is one answer or several equally good ones. */
export function rankOf(expected, urls) {
  const answers = [expected].flat().map((answer) => answer.split('#'))
  return urls.findIndex((url) => {
    const [path, hash] = url.split('#')
    return answers.some(
      ([page, anchor]) =>
        path === page && (anchor === undefined || hash === anchor),
    )
  })
}

/** Shares of questions answered first, in the top 3 and in the top 5, and the mean reciprocal rank. */
export function summarize(ranks) {
  const share = (predicate) => ranks.filter(predicate).length / ranks.length
  const within = (n) => share((rank) => rank >= 0 && rank < n)
  return {
    top1: within(1),
    top3: within(3),
    top5: within(5),
    mrr:
      ranks.reduce((sum, rank) => sum + (rank >= 0 ? 1 / (rank + 1) : 0), 0) /
      ranks.length,
  }
}
