import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_URL,
  UMAMI_CLOUD_SCRIPT,
  normalizeBaseUrl,
  readSiteEnv,
} from '../../src/site/siteEnv'

describe('readSiteEnv', () => {
  it('defaults to the public URL at the root, with no analytics', () => {
    expect(readSiteEnv({})).toEqual({
      url: DEFAULT_URL,
      baseUrl: '/',
      gtagId: undefined,
      umami: undefined,
      algolia: undefined,
      typeHovers: true,
    })
  })

  it('turns type hovers off with TYPE_HOVERS=off, and refuses other values', () => {
    expect(readSiteEnv({ TYPE_HOVERS: 'off' }).typeHovers).toBe(false)
    expect(readSiteEnv({ TYPE_HOVERS: 'ON' }).typeHovers).toBe(true)
    expect(() => readSiteEnv({ TYPE_HOVERS: 'no' })).toThrow(
      'TYPE_HOVERS is "no": set it to on or off.',
    )
  })

  it('takes BASE_URL and SITE_URL from the environment', () => {
    const env = readSiteEnv({
      BASE_URL: '/docs/rtk',
      SITE_URL: 'https://example.org/',
    })
    expect(env.baseUrl).toBe('/docs/rtk/')
    expect(env.url).toBe('https://example.org')
  })

  it('enables each analytics hook only when its id is set, ignoring blank values', () => {
    expect(readSiteEnv({ GTAG_ID: '  ', UMAMI_WEBSITE_ID: '' })).toMatchObject({
      gtagId: undefined,
      umami: undefined,
    })
    expect(readSiteEnv({ GTAG_ID: 'G-123' }).gtagId).toBe('G-123')
    expect(readSiteEnv({ UMAMI_WEBSITE_ID: 'abc' }).umami).toEqual({
      websiteId: 'abc',
      scriptUrl: UMAMI_CLOUD_SCRIPT,
    })
    expect(
      readSiteEnv({
        UMAMI_WEBSITE_ID: 'abc',
        UMAMI_SCRIPT_URL: 'https://stats.example.org/u.js',
      }).umami?.scriptUrl,
    ).toBe('https://stats.example.org/u.js')
  })
})

describe('Algolia settings', () => {
  const all = {
    ALGOLIA_APP_ID: 'APP',
    ALGOLIA_API_KEY: 'key',
    ALGOLIA_INDEX_NAME: 'rtk',
  }

  it('switches to Algolia only when all three are set', () => {
    expect(readSiteEnv(all).algolia).toEqual({
      appId: 'APP',
      apiKey: 'key',
      indexName: 'rtk',
    })
    expect(
      readSiteEnv({
        ALGOLIA_APP_ID: ' ',
        ALGOLIA_API_KEY: '',
        ALGOLIA_INDEX_NAME: undefined,
      }).algolia,
    ).toBeUndefined()
  })

  it('rejects a partial set, naming what is missing', () => {
    expect(() => readSiteEnv({ ALGOLIA_APP_ID: 'APP' })).toThrow(
      /missing: ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME\./,
    )
    expect(() => readSiteEnv({ ...all, ALGOLIA_INDEX_NAME: ' ' })).toThrow(
      /missing: ALGOLIA_INDEX_NAME\./,
    )
  })

  it('fails the build itself on a partial set', () => {
    const build = spawnSync(
      'npx',
      ['docusaurus', 'build', '--out-dir', 'reports/partial-algolia-build'],
      {
        env: {
          ...process.env,
          ALGOLIA_APP_ID: 'APP',
          ALGOLIA_API_KEY: 'key',
          ALGOLIA_INDEX_NAME: '',
        },
        encoding: 'utf8',
      },
    )
    expect(build.status).not.toBe(0)
    expect(build.stdout + build.stderr).toContain('missing: ALGOLIA_INDEX_NAME')
  }, 60_000)
})

describe('normalizeBaseUrl', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['docs', '/docs/'],
    ['/docs', '/docs/'],
    ['docs/', '/docs/'],
    ['//a//b//', '/a/b/'],
  ])('%j becomes %j', (input, expected) => {
    expect(normalizeBaseUrl(input)).toBe(expected)
  })
})
