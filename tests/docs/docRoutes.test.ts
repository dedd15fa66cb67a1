import { readFileSync } from 'node:fs'
import path from 'node:path'
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils'
import { describe, expect, it } from 'vitest'
import { docOfRoute, routeOfDoc } from '../../src/markdown/docRoutes'
import { markdownFiles } from '../../src/markdown/readMdx'

// The build serves each doc at the docs plugin's permalink; everything that
// runs without the build finds it by src/markdown/docRoutes.ts's rule. They
// agree while no doc gives itself another address.
describe('doc routes', () => {
  it('every doc is served at its path: no slug, and its id is its file name', async () => {
    const elsewhere: string[] = []
    for (const file of markdownFiles('docs')) {
      const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({
        filePath: file,
        fileContent: readFileSync(file, 'utf8'),
      })
      if ('slug' in frontMatter) elsewhere.push(`${file}: sets a slug`)
      const name = path.basename(file, path.extname(file))
      if ('id' in frontMatter && frontMatter.id !== name)
        elsewhere.push(`${file}: its id is not its file name`)
      expect(docOfRoute(routeOfDoc(file)), file).toBe(file)
    }
    expect(elsewhere).toEqual([])
  })
})
