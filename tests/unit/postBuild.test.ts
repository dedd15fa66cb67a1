import { createHash } from 'node:crypto'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import type { LoadContext, Plugin } from '@docusaurus/types'
import { afterAll, describe, expect, it } from 'vitest'
import {
  precompressStep,
  securityHeadersStep,
} from '../../src/features/hosting'
import { NGINX_INCLUDE } from '../../src/features/hosting/outputPaths.mjs'
import postBuildPlugin from '../../src/features/post-build'
import { postBuildAsStep } from '../../src/features/internals/postBuildAsStep'
import { SEARCH_MANIFEST } from '../../src/features/search/indexFiles.mjs'
import {
  searchIndexStep,
  type SearchManifest,
} from '../../src/features/search/indexStep'
import { builtSite, docPage } from './support/builtSite'

/** Another package's plugin that writes a file in its postBuild, as the sitemap plugin does. */
const writerPackage = {
  default: (): Plugin<void> => ({
    name: 'writer',
    async postBuild({ outDir }) {
      writeFileSync(
        path.join(outDir, 'sitemap.xml'),
        `<urlset>${'<url><loc>/a</loc></url>'.repeat(100)}</urlset>`,
      )
    },
  }),
  validateOptions: ({ options }: { options: object }) => options,
}

const site = builtSite({ '/api/createSlice': docPage({ text: 'Reducers' }) })
afterAll(() => rmSync(site.outDir, { recursive: true, force: true }))
const read = (name: string) => readFileSync(path.join(site.outDir, name))

describe('the post-build pipeline', async () => {
  const writer = postBuildAsStep(writerPackage, 'generated-files')
  // Listed in the reverse of their phases: the pipeline orders them, not the list.
  const plugin = (await postBuildPlugin([
    precompressStep([]),
    securityHeadersStep({}, []),
    writer.step,
    searchIndexStep,
  ])({} as LoadContext, {})) as Plugin
  const wrapped = (await writer.plugin({} as LoadContext, {})) as Plugin
  await plugin.postBuild!(site)

  it('compresses the files that earlier steps wrote or changed', () => {
    const { index } = JSON.parse(
      read(SEARCH_MANIFEST).toString(),
    ) as SearchManifest
    for (const name of [index, 'sitemap.xml', 'search.html']) {
      expect(
        existsSync(path.join(site.outDir, `${name}.br`)),
        `${name}.br`,
      ).toBe(true)
      expect(
        gunzipSync(read(`${name}.gz`)).equals(read(name)),
        `${name}.gz`,
      ).toBe(true)
    }
    // The /search page's copy has the preload the search step added.
    expect(gunzipSync(read('search.html.gz')).toString()).toContain(index)
  })

  it("writes the headers, with the hash of the pages' inline script", () => {
    const hash = createHash('sha256').update('window.x=1').digest('base64')
    expect(read(NGINX_INCLUDE).toString()).toContain(`'sha256-${hash}'`)
  })

  it("takes another package's postBuild into its order, leaving the plugin without one", () => {
    expect(wrapped.name).toBe('writer')
    expect(wrapped.postBuild).toBeUndefined()
  })
})
