import { describe, expect, it } from 'vitest'
import {
  readPages,
  releaseNotes,
} from '../../src/features/api-badges/releaseAdditions'
import { apiHistory, minorLine } from '../../src/features/api-badges/apiHistory'
import {
  BEHAVIOUR_CHANGES,
  FEATURES,
} from '../../src/features/api-badges/releaseNotes'
import { DOCS_DIR } from '../../src/markdown/docRoutes'
import { markdownFiles } from '../../src/markdown/readMdx'

// The hand-written half of "What each release added" (src/features/api-badges/releaseNotes.ts):
// each note names a release the API history has read and links to a section
// that exists. The build fails the same way (releaseAdditions throws).

describe('the release notes', () => {
  const resolved = releaseNotes(readPages(markdownFiles(DOCS_DIR)), apiHistory)

  it('name releases the history has read and link to sections that exist', () => {
    expect(resolved.problems).toEqual([])
    expect(resolved.features).toHaveLength(FEATURES.length)
    expect(resolved.behaviour).toHaveLength(BEHAVIOUR_CHANGES.length)
  }, 60_000)

  it('start with 2.0 and the installed release, one line each', () => {
    const lines = new Set(
      BEHAVIOUR_CHANGES.map((note) => minorLine(note.release)),
    )
    expect(lines).toContain('2.0')
    expect(lines).toContain(minorLine(apiHistory.releases.at(-1)!))
    for (const { change } of BEHAVIOUR_CHANGES)
      expect(change, change).not.toMatch(/\n/)
  })
})
