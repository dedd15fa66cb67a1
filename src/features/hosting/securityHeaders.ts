import { createHash } from 'node:crypto'
import type { SiteEnv } from '../../site/siteEnv'

export type ThirdParties = Pick<SiteEnv, 'gtagId' | 'umami' | 'algolia'>

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi
const NOT_JAVASCRIPT = /\btype\s*=\s*["']?(?!text\/javascript|module)[\w/+.-]+/i

/** CSP hashes of every inline script in a page (data blocks like JSON-LD are not run, so not hashed). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (
      /\bsrc\s*=/i.test(attributes) ||
      NOT_JAVASCRIPT.test(attributes) ||
      body === ''
    )
      continue
    hashes.push(
      `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
    )
  }
  return hashes
}

/**
 * Who may show a response in a frame: nobody (every page), or the site's own
 * pages (what features declare in HostingNeeds.framedBySite: the example
 * apps, which <RunExample> runs in a frame).
 */
export type Framing = 'nobody' | 'site'

/**
 * The Content-Security-Policy for one build: its own origin, the hashes of
 * the inline scripts it emitted, and exactly the third-party hosts its
 * configuration uses. Styles keep 'unsafe-inline' (React and the theme set
 * style attributes); scripts never do.
 */
export function contentSecurityPolicy(
  scriptHashes: Iterable<string>,
  { gtagId, umami, algolia }: ThirdParties,
  framing: Framing = 'nobody',
): string {
  const script = ["'self'", ...new Set(scriptHashes)]
  const connect = ["'self'"]
  const img = ["'self'", 'data:']
  if (gtagId) {
    // Google's documented hosts for GA4 through the Google tag.
    script.push('https://www.googletagmanager.com')
    connect.push(
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    )
    img.push(
      'https://*.google-analytics.com',
      'https://www.googletagmanager.com',
    )
  }
  if (umami) {
    // The tracker sends its events to the origin it was loaded from.
    const origin = new URL(umami.scriptUrl).origin
    script.push(origin)
    connect.push(origin)
  }
  if (algolia) {
    // DocSearch 4 bundles zod 4, which probes `new Function('')` when it
    // first validates data; without 'unsafe-eval' every search reports a
    // violation. The probe's global switch (zod's jitless) is not reachable
    // inside DocSearch's bundle. The built-in search needs none of this.
    script.push("'unsafe-eval'")
    const app = algolia.appId.toLowerCase()
    connect.push(
      `https://${app}-dsn.algolia.net`,
      `https://${app}-1.algolianet.com`,
      `https://${app}-2.algolianet.com`,
      `https://${app}-3.algolianet.com`,
    )
  }
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img.join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "manifest-src 'self'",
    // The example apps: the pages frame them, and their mock API is a
    // service worker. default-src allows both already; said here so that
    // the policy names what the site does and a stricter default-src keeps
    // them working.
    "frame-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${framing === 'site' ? "'self'" : "'none'"}`,
  ].join('; ')
}

/** The headers every response carries, whatever serves the build; `framing` must be the CSP's. */
export function securityHeaders(
  csp: string,
  framing: Framing = 'nobody',
): [name: string, value: string][] {
  return [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
    ],
    // For browsers without frame-ancestors.
    ['X-Frame-Options', framing === 'site' ? 'SAMEORIGIN' : 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ]
}

export const IMMUTABLE = 'public, max-age=31536000, immutable'

/** nginx `add_header` lines, included by deploy/nginx.conf in every location. */
export function nginxInclude(headers: [string, string][]): string {
  const lines = headers.map(
    ([name, value]) =>
      `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`,
  )
  return `# Written by the build (src/features/hosting). Do not edit.\n${lines.join('\n')}\n`
}

/** `_headers` rules giving those of `files` (relative to the build) whose extension `types` names its content type. */
export function textTypes(
  files: string[],
  types: Record<string, string>,
): [path: string, headers: [string, string][]][] {
  return files.flatMap((file) => {
    const type = types[/\.[^./]+$/.exec(file)?.[0] ?? '']
    return type
      ? [[`/${file.split('\\').join('/')}`, [['Content-Type', type]]]]
      : []
  })
}

/**
 * A `_headers` file (Netlify, Cloudflare Pages and others): the same headers,
 * then, for each path of `otherPaths`, the headers whose values differ there
 * (a later rule's value of a header replaces an earlier one's on Netlify;
 * see manuals/example-apps.md for Cloudflare Pages), and long
 * caching for hashed files.
 */
export function headersFile(
  headers: [string, string][],
  hashedPaths: string[],
  otherPaths: [path: string, headers: [string, string][]][] = [],
): string {
  const block = (path: string, lines: [string, string][]) =>
    `${path}\n${lines.map(([n, v]) => `  ${n}: ${v}`).join('\n')}\n`
  const differing = (lines: [string, string][]) =>
    lines.filter(
      ([name, value]) => !headers.some(([n, v]) => n === name && v === value),
    )
  return [
    block('/*', headers),
    ...otherPaths.map(([path, lines]) => block(path, differing(lines))),
    ...hashedPaths.map((path) => block(path, [['Cache-Control', IMMUTABLE]])),
  ].join('\n')
}
