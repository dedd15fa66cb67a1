// Scoring of the search relevance benchmark, shared by `npm run bench:search`
// (results read from the browser) and tests/build/searchRelevance.test.ts
// (results from the same engine in Node).
import { readFileSync } from 'node:fs'

/** tests/search/queries.json: [{query, expect}], expect being '/page', '/page#anchor' or a list of them. */
export function readQueries(file = 'tests/search/queries.json') {
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

export function summarize(ranks) {
  const share = (predicate) => ranks.filter(predicate).length / ranks.length
  return {
    top1: share((rank) => rank === 0),
    top3: share((rank) => rank >= 0 && rank < 3),
    mrr:
      ranks.reduce((sum, rank) => sum + (rank >= 0 ? 1 / (rank + 1) : 0), 0) /
      ranks.length,
  }
}
