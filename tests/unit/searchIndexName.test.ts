import { createHash } from 'node:crypto'
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  SEARCH_INDEX,
  SEARCH_MANIFEST,
} from '../../src/features/search/indexFiles.mjs'
import {
  searchIndexStep,
  type SearchManifest,
} from '../../src/features/search/indexStep'
import { builtSite, docPage } from './support/builtSite'

const folders: string[] = []
afterAll(() =>
  folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })),
)

/** Builds the index of a site with these pages; returns its file name and content. */
async function indexOf(pages: Record<string, string>) {
  const site = builtSite(pages)
  folders.push(site.outDir)
  await searchIndexStep.run(site)
  const { index } = JSON.parse(
    readFileSync(path.join(site.outDir, SEARCH_MANIFEST), 'utf8'),
  ) as SearchManifest
  return {
    name: index,
    content: readFileSync(path.join(site.outDir, index), 'utf8'),
    outDir: site.outDir,
  }
}

describe('the search index file name', () => {
  it('is a hash of the index content, named by the manifest', async () => {
    const { name, content } = await indexOf({
      '/api/createSlice': docPage({ text: 'Reducers' }),
    })
    expect(name).toMatch(SEARCH_INDEX)
    expect(name).toBe(
      `search-index.${createHash('sha256').update(content).digest('hex').slice(0, 10)}.json`,
    )
  })

  it('changes when the indexed text changes, and only then', async () => {
    const first = await indexOf({
      '/api/createSlice': docPage({ text: 'Reducers' }),
    })
    const same = await indexOf({
      '/api/createSlice': docPage({ text: 'Reducers' }),
    })
    const otherScript = await indexOf({
      '/api/createSlice': docPage({ text: 'Reducers', script: 'window.y=2' }),
    })
    const otherText = await indexOf({
      '/api/createSlice': docPage({ text: 'Selectors' }),
    })
    expect(same.name).toBe(first.name)
    // The page changed, the index did not: a new name would only make readers download it again.
    expect(otherScript.content).toBe(first.content)
    expect(otherScript.name).toBe(first.name)
    expect(otherText.content).not.toBe(first.content)
    expect(otherText.name).not.toBe(first.name)
  })

  it('is preloaded by the /search page, first in its head', async () => {
    const { name, outDir } = await indexOf({
      '/api/createSlice': docPage({ text: 'Reducers' }),
    })
    const html = readFileSync(path.join(outDir, 'search.html'), 'utf8')
    expect(html).toContain(
      `<head><meta charset=UTF-8><link rel="preload" href="/${name}" as="fetch" crossorigin="anonymous">`,
    )
  })
})
