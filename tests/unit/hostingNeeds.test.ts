import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import {
  precompressStep,
  securityHeadersStep,
} from '../../src/features/hosting'
import { alternateLinks } from '../../src/features/hosting/alternateLinks'
import { gatherNeeds } from '../../src/features/hosting/needs'
import {
  HEADERS_FILE,
  NGINX_EXAMPLES_INCLUDE,
  NGINX_INCLUDE,
  NGINX_LINKS_INCLUDE,
} from '../../src/features/hosting/outputPaths.mjs'
import { BROTLI_QUALITY } from '../../src/features/hosting/precompress'
import type { BuiltSite } from '../../src/features/post-build'
import { builtSite, docPage } from './support/builtSite'

// The hosting steps serve what features declare (src/features/hosting/needs.ts),
// and nothing they do not: every rule below comes from a need, or from
// Docusaurus's own /assets/.

const sites: BuiltSite[] = []
afterAll(() =>
  sites.forEach(({ outDir }) =>
    rmSync(outDir, { recursive: true, force: true }),
  ),
)
/** A built site with a doc page and `files` (build-relative name → text). */
function siteWith(files: Record<string, string>): BuiltSite {
  const site = builtSite({ '/guide': docPage({ text: 'Guide' }) })
  sites.push(site)
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(site.outDir, name)), { recursive: true })
    writeFileSync(path.join(site.outDir, name), text)
  }
  return site
}
const read = (site: BuiltSite, name: string) =>
  readFileSync(path.join(site.outDir, name), 'utf8')
/** The `_headers` rules, path → lines. */
const rulesOf = (file: string) =>
  new Map(
    file
      .trim()
      .split('\n\n')
      .map((block) => {
        const [pattern, ...lines] = block.split('\n')
        return [pattern!, lines.map((line) => line.trim())] as const
      }),
  )

describe('the headers step', () => {
  it('writes the caching, framing and content types that the needs declare', async () => {
    const site = siteWith({ 'notes/a.md': '# A', 'llms.txt': 'A' })
    await securityHeadersStep({}, [
      { immutable: ['/bundles/*'], framedBySite: ['/demos/*'] },
      { contentTypes: { '.md': 'text/markdown; charset=utf-8' } },
    ]).run(site)
    const rules = rulesOf(read(site, HEADERS_FILE))
    expect([...rules.keys()]).toEqual([
      '/*',
      '/demos/*',
      '/notes/a.md',
      '/assets/*',
      '/bundles/*',
    ])
    expect(rules.get('/demos/*')).toEqual([
      expect.stringMatching(
        /^Content-Security-Policy: .*frame-ancestors 'self'$/,
      ),
      'X-Frame-Options: SAMEORIGIN',
    ])
    expect(rules.get('/notes/a.md')).toEqual([
      'Content-Type: text/markdown; charset=utf-8',
    ])
    expect(rules.get('/bundles/*')).toEqual([
      'Cache-Control: public, max-age=31536000, immutable',
    ])
    expect(read(site, NGINX_EXAMPLES_INCLUDE)).toContain(
      'add_header X-Frame-Options "SAMEORIGIN" always;',
    )
    expect(read(site, NGINX_INCLUDE)).toContain(
      'add_header X-Frame-Options "DENY" always;',
    )
  })

  it('serves a page with a policy of its own: a later _headers rule and an nginx include of its own', async () => {
    const site = siteWith({})
    const policy = "sandbox allow-scripts; default-src 'none'"
    await securityHeadersStep({}, [
      { framedBySite: ['/demos/*'] },
      {
        ownPolicies: [
          {
            paths: ['/demos/runner', '/demos/runner.html'],
            policy,
            nginxInclude: '.nginx/runner.conf',
          },
        ],
      },
    ]).run(site)
    const rules = rulesOf(read(site, HEADERS_FILE))
    // After the folder's rule: Netlify applies the later rule's value.
    expect([...rules.keys()]).toEqual([
      '/*',
      '/demos/*',
      '/demos/runner',
      '/demos/runner.html',
      '/assets/*',
    ])
    expect(rules.get('/demos/runner')).toEqual([
      `Content-Security-Policy: ${policy}`,
      'X-Frame-Options: SAMEORIGIN',
    ])
    const include = read(site, '.nginx/runner.conf')
    expect(include).toContain(
      `add_header Content-Security-Policy "${policy}" always;`,
    )
    expect(include).toContain(
      'add_header X-Content-Type-Options "nosniff" always;',
    )
  })

  it('with no needs, frames nothing, types nothing, links nothing, and caches only Docusaurus’s /assets/ for good', async () => {
    const site = siteWith({ 'notes/a.md': '# A', 'llms.txt': 'A' })
    await securityHeadersStep({}, []).run(site)
    const file = read(site, HEADERS_FILE)
    expect([...rulesOf(file).keys()]).toEqual(['/*', '/assets/*'])
    expect(file).not.toContain('SAMEORIGIN')
    expect(file).toContain("frame-ancestors 'none'")
    expect(read(site, NGINX_LINKS_INCLUDE)).not.toContain('<')
  })

  it('gives each page with an alternate beside it a Link header, in _headers and in the nginx map, and no other page', async () => {
    // builtSite writes /guide.html and /search.html; only the guide has a twin.
    const site = siteWith({ 'guide.md': '# Guide', 'notes/a.md': '# A' })
    await securityHeadersStep({}, [
      { alternates: [{ extension: '.md', type: 'text/markdown' }] },
    ]).run(site)
    const link =
      '<https://example.org/guide.md>; rel="alternate"; type="text/markdown"'
    const rules = rulesOf(read(site, HEADERS_FILE))
    expect(rules.get('/guide')).toEqual([`Link: ${link}`])
    expect([...rules.keys()].filter((key) => !key.endsWith('.md'))).toEqual([
      '/*',
      '/guide',
      '/assets/*',
    ])
    expect(read(site, NGINX_LINKS_INCLUDE)).toBe(
      [
        '# Written by the build (src/features/hosting). Do not edit.',
        'map $uri $alternate_link {',
        '    default "";',
        `    "/guide.html" "${link.replaceAll('"', '\\"')}";`,
        '}',
        '',
      ].join('\n'),
    )
  })

  it('refuses two types for one extension', () => {
    expect(() =>
      gatherNeeds([
        { contentTypes: { '.md': 'text/markdown; charset=utf-8' } },
        { contentTypes: { '.md': 'text/plain' } },
      ]),
    ).toThrow(
      /\.md files are declared both text\/markdown; charset=utf-8 and text\/plain/,
    )
    expect(
      gatherNeeds([
        { contentTypes: { '.md': 'text/plain' } },
        { contentTypes: { '.md': 'text/plain' } },
      ]).contentTypes,
    ).toEqual({ '.md': 'text/plain' })
  })
})

describe('alternate links', () => {
  it('pair each page with the files beside it, under the site’s URL and base URL, a folder’s page at the folder', () => {
    expect(
      alternateLinks(
        [
          'a/b.html',
          'a/b.md',
          'a/b.json',
          'c/index.html',
          'c/index.md',
          'd.html',
          'b.md',
        ],
        [
          { extension: '.md', type: 'text/markdown' },
          { extension: '.json', type: 'application/json' },
        ],
        'https://example.org/docs/',
      ),
    ).toEqual([
      {
        file: '/a/b.html',
        path: '/a/b',
        value:
          '<https://example.org/docs/a/b.md>; rel="alternate"; type="text/markdown", <https://example.org/docs/a/b.json>; rel="alternate"; type="application/json"',
      },
      {
        file: '/c/index.html',
        path: '/c',
        value:
          '<https://example.org/docs/c/index.md>; rel="alternate"; type="text/markdown"',
      },
    ])
  })
})

describe('the precompression step', () => {
  it('spends the higher brotli quality on the files a need says a reader waits for, and on no other', async () => {
    const text = Array.from(
      { length: 3000 },
      (_, i) => `{"v${(i * 7) % 997}": ${(i * 7919) % 10007}},`,
    ).join('\n')
    const site = siteWith({ 'waited.json': text, 'other.json': text })
    await precompressStep([{ waitedFor: [/^waited\.json$/] }]).run(site)
    const brotli = (name: string) =>
      readFileSync(path.join(site.outDir, `${name}.br`))
    expect(brotliDecompressSync(brotli('waited.json')).toString()).toBe(text)
    expect(brotli('waited.json').equals(brotli('other.json'))).toBe(false)
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-default-'))
    sites.push({ outDir: dir } as BuiltSite)
    writeFileSync(path.join(dir, 'waited.json'), text)
    await precompressStep([]).run({ outDir: dir } as BuiltSite)
    expect(
      readFileSync(path.join(dir, 'waited.json.br')).equals(
        brotli('other.json'),
      ),
      `quality ${BROTLI_QUALITY.other} without the need`,
    ).toBe(true)
  })
})
