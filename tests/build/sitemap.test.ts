import { existsSync, readFileSync } from 'node:fs'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_URL } from '../../src/site/siteEnv'
import { DOC_ROUTES } from '../support/routes'

// Runs against the production build (npm run build first), built with the
// default SITE_URL and BASE_URL. The sitemap plugin's postBuild runs as a
// step of the post-build pipeline (sitemap-in-pipeline in
// src/features/internals/registry.ts): if it ran anywhere else, the file or
// its compressed copies could be missing.

const SITEMAP = 'build/sitemap.xml'
const urlsOf = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!)

describe('the sitemap', () => {
  beforeAll(() => {
    expect(existsSync('build/index.html'), 'run npm run build first').toBe(true)
  })

  it('writes sitemap.xml, listing every doc route, and its compressed copies', () => {
    expect(existsSync(SITEMAP), SITEMAP).toBe(true)
    const xml = readFileSync(SITEMAP)
    expect(gunzipSync(readFileSync(`${SITEMAP}.gz`)).equals(xml)).toBe(true)
    expect(
      brotliDecompressSync(readFileSync(`${SITEMAP}.br`)).equals(xml),
    ).toBe(true)
    expect(urlsOf(xml.toString())).toEqual(
      expect.arrayContaining(
        DOC_ROUTES.map((route) => `${DEFAULT_URL}${route}`),
      ),
    )
  })

  it('lists routes only: no example app, Markdown twin or search file', () => {
    const urls = urlsOf(readFileSync(SITEMAP, 'utf8'))
    expect(urls.length).toBeGreaterThanOrEqual(DOC_ROUTES.length)
    expect(
      urls.filter(
        (url) =>
          !url.startsWith(`${DEFAULT_URL}/`) ||
          /\/examples\/|\.(md|txt|json)$/.test(url),
      ),
    ).toEqual([])
  })
})
