import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { BuiltSite } from '../../../src/features/post-build'

/** A doc page as the build renders it, long enough to be compressed; `script` is left out of the index. */
export function docPage({
  text,
  script = 'window.x=1',
}: {
  text: string
  script?: string
}): string {
  const paragraphs = Array.from(
    { length: 40 },
    (_, i) => `<p>${text} paragraph ${i} about slices and reducers.</p>`,
  ).join('')
  return `<!doctype html><html><head><meta charset=UTF-8><title>createSlice</title><script>${script}</script></head><body>
    <article><div data-search-content="" data-search-category="API Reference"><div class="theme-doc-markdown markdown"><header><h1>createSlice</h1></header>
    <h2 id="options">Options</h2>${paragraphs}</div></div></article></body></html>`
}

const SEARCH_PAGE = `<!doctype html><html><head><meta charset=UTF-8><title>Search</title></head><body><main>${'<p>Type an API name.</p>'.repeat(60)}</main></body></html>`

/** A finished build in a new temporary folder: the /search page and `pages` (route → HTML). */
export function builtSite(pages: Record<string, string>): BuiltSite {
  const outDir = mkdtempSync(path.join(tmpdir(), 'built-site-'))
  for (const [route, html] of Object.entries({
    '/search': SEARCH_PAGE,
    ...pages,
  })) {
    const file = path.join(outDir, `${route}.html`)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, html)
  }
  // The steps read only these of a postBuild hook's props.
  return {
    outDir,
    baseUrl: '/',
    siteConfig: { url: 'https://example.org', baseUrl: '/' },
    routesPaths: ['/search', ...Object.keys(pages)],
  } as BuiltSite
}
