import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  headersFile,
  textTypes,
  inlineScriptHashes,
  nginxInclude,
  securityHeaders,
} from '../../src/features/hosting/securityHeaders'
import { markdownTwinsHostingNeeds } from '../../src/features/markdown-twins'

const sha = (text: string) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const directive = (csp: string, name: string) =>
  csp.split('; ').find((part) => part.startsWith(`${name} `))

describe('inline script hashes', () => {
  it('hashes the exact text of inline scripts, not external scripts or data blocks', () => {
    const html = [
      '<script>window.a=1</script>',
      '<script src="/assets/js/main.js"></script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<script type="module">import("/x.js")</script>',
      '<script data-x>\n  (function(){})()\n</script>',
      '<script></script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([
      sha('window.a=1'),
      sha('import("/x.js")'),
      sha('\n  (function(){})()\n'),
    ])
  })
})

describe('the Content-Security-Policy', () => {
  it('allows only this site and the hashed inline scripts when no third party is configured', () => {
    const csp = contentSecurityPolicy(["'sha256-abc'", "'sha256-abc'"], {})
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'sha256-abc'")
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toMatch(/https:/)
  })

  it('lets only the example apps be framed, and only by the site', () => {
    const pages = contentSecurityPolicy([], {})
    const apps = contentSecurityPolicy([], {}, 'site')
    expect(directive(pages, 'frame-ancestors')).toBe("frame-ancestors 'none'")
    expect(directive(apps, 'frame-ancestors')).toBe("frame-ancestors 'self'")
    // The pages frame the apps, whose mock API is a service worker.
    for (const csp of [pages, apps]) {
      expect(directive(csp, 'frame-src')).toBe("frame-src 'self'")
      expect(directive(csp, 'worker-src')).toBe("worker-src 'self'")
    }
    const frameOptions = (framing?: 'site') =>
      securityHeaders('x', framing).find(
        ([name]) => name === 'X-Frame-Options',
      )?.[1]
    expect(frameOptions()).toBe('DENY')
    expect(frameOptions('site')).toBe('SAMEORIGIN')
  })

  it('adds exactly the hosts of the configured analytics and Algolia', () => {
    const csp = contentSecurityPolicy([], {
      gtagId: 'G-1',
      umami: { websiteId: 'u', scriptUrl: 'https://stats.example.org/u.js' },
      algolia: { appId: 'APP1', apiKey: 'k', indexName: 'i' },
    })
    expect(directive(csp, 'script-src')).toBe(
      "script-src 'self' https://www.googletagmanager.com https://stats.example.org 'unsafe-eval'",
    )
    expect(directive(csp, 'connect-src')).toContain('https://stats.example.org')
    expect(directive(csp, 'connect-src')).toContain(
      'https://app1-dsn.algolia.net',
    )
    expect(directive(csp, 'script-src')).not.toContain('unsafe-inline')
  })
})

describe('header files', () => {
  const headers = securityHeaders(`default-src 'self'; img-src "x"`)

  it('writes nginx add_header lines that apply to errors too', () => {
    const include = nginxInclude(headers)
    expect(include).toContain(
      `add_header Content-Security-Policy "default-src 'self'; img-src \\"x\\"" always;`,
    )
    expect(include).toContain(
      'add_header X-Content-Type-Options "nosniff" always;',
    )
    expect(include).toContain(
      'add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
    )
  })

  it('writes, for other paths, only the headers that differ there, after the site-wide ones', () => {
    const file = headersFile(
      headers,
      ['/assets/*'],
      [
        [
          '/examples/*',
          securityHeaders(`default-src 'self'; img-src "x"`, 'site'),
        ],
      ],
    )
    expect(file).toContain('/examples/*\n  X-Frame-Options: SAMEORIGIN\n\n')
    expect(file.indexOf('/examples/*')).toBeGreaterThan(
      file.indexOf('X-Frame-Options: DENY'),
    )
  })

  it('writes a _headers file with the same headers and long caching for hashed paths', () => {
    const file = headersFile(headers, ['/assets/*'])
    expect(file).toMatch(
      /^\/\*\n {2}Content-Security-Policy: default-src 'self'/,
    )
    expect(file).toContain(
      '/assets/*\n  Cache-Control: public, max-age=31536000, immutable',
    )
  })

  it('gives Markdown and text files their content type in _headers, and nothing else', () => {
    const typed = textTypes(
      [
        'api/createSlice.md',
        'llms.txt',
        'api/createSlice.html',
        'assets/js/main.js',
        'md',
      ],
      markdownTwinsHostingNeeds.contentTypes!,
    )
    expect(typed).toEqual([
      [
        '/api/createSlice.md',
        [['Content-Type', 'text/markdown; charset=utf-8']],
      ],
      ['/llms.txt', [['Content-Type', 'text/plain; charset=utf-8']]],
    ])
    expect(headersFile(headers, [], typed)).toContain(
      '/api/createSlice.md\n  Content-Type: text/markdown; charset=utf-8\n',
    )
  })
})
