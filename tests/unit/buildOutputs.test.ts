import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BUILDS } from '../../scripts/builds.mjs'
import { appPath, EXAMPLES_FOLDER } from '../../src/features/example-apps/apps'
import { exampleRunnerHostingNeeds } from '../../src/features/example-runner'
import {
  RUNNER_FOLDER,
  RUNNER_PAGE,
} from '../../src/features/example-runner/runnerFiles.mjs'
import { mapBucketBytesFor } from '../../src/features/hosting/alternateLinks'
import {
  HEADERS_FILE,
  NGINX_EXAMPLES_INCLUDE,
  NGINX_INCLUDE,
  NGINX_LINK_VARIABLE,
  NGINX_LINKS_INCLUDE,
} from '../../src/features/hosting/outputPaths.mjs'
import { DOC_ROUTES } from '../support/routes'
import {
  indexFileName,
  SEARCH_INDEX_PATHS,
  SEARCH_MANIFEST,
} from '../../src/features/search/indexFiles.mjs'

// deploy/nginx.conf and package.json cannot import the names of the build's
// files and folders: they must say the same as the modules that define them.

const conf = readFileSync('deploy/nginx.conf', 'utf8')
const locations = [
  ...conf.matchAll(/location\s+(=|~)?\s*"?([^"\s{]+)"?\s*\{([^}]*)\}/g),
].map(([, modifier, pattern, body]) => ({
  modifier,
  pattern: pattern!,
  body: body!,
}))
/** The regular-expression locations that `uri` matches. */
const regexLocationsOf = (uri: string) =>
  locations.filter(
    ({ modifier, pattern }) =>
      modifier === '~' && new RegExp(pattern).test(uri),
  )
const anIndex = `/${indexFileName('{"documentCount":1}')}`

describe('deploy/nginx.conf', () => {
  it('includes the security headers from where the build writes them', () => {
    const root = /^\s*root\s+([^;]+);/m.exec(conf)![1]
    const includes = [...conf.matchAll(/^\s*include\s+([^;]+);/gm)].map(
      (match) => match[1],
    )
    expect(includes.length).toBeGreaterThan(0)
    expect(new Set(includes)).toEqual(
      new Set([
        `${root}/${NGINX_INCLUDE}`,
        `${root}/${NGINX_EXAMPLES_INCLUDE}`,
        `${root}/${NGINX_LINKS_INCLUDE}`,
        ...exampleRunnerHostingNeeds.ownPolicies!.map(
          ({ nginxInclude }) => `${root}/${nginxInclude}`,
        ),
      ]),
    )
  })

  it("sends the pages' Link headers from the map the build writes, which its bucket size can hold", () => {
    // The map is included in the http context, before the server block.
    const httpContext = conf.slice(0, conf.indexOf('server {'))
    expect(httpContext).toContain(`/${NGINX_LINKS_INCLUDE};`)
    const pages = locations.find(
      ({ modifier, pattern }) => modifier === undefined && pattern === '/',
    )
    expect(pages?.body).toContain(
      `add_header Link $${NGINX_LINK_VARIABLE} always;`,
    )
    // Set before the first map: a map fixes the size, and a later setting is
    // a "duplicate" that stops nginx.
    const setting = /^map_hash_bucket_size (\d+);/m.exec(httpContext)
    expect(setting?.index).toBeLessThan(httpContext.search(/^map /m))
    const bucket = Number(setting?.[1] ?? 64)
    const tooLong = DOC_ROUTES.map((route) => `${route}.html`).filter(
      (key) => mapBucketBytesFor(key) > bucket,
    )
    expect(tooLong).toEqual([])
    // Without the setting, nginx's default (64 on x86-64) would refuse the map.
    expect(
      Math.max(
        ...DOC_ROUTES.map((route) => mapBucketBytesFor(`${route}.html`)),
      ),
    ).toBeGreaterThan(64)
  })

  it("gives the example apps their headers (framed by the site's pages), their pages revalidated and their bundles immutable", () => {
    const prefix = locations.find(
      ({ modifier, pattern }) =>
        modifier === undefined && pattern === `/${EXAMPLES_FOLDER}/`,
    )
    expect(prefix?.body).toContain(NGINX_EXAMPLES_INCLUDE)
    expect(prefix?.body).toContain('"no-cache"')
    // The app's page is app.html, served at its clean URL.
    expect(prefix?.body).toMatch(/try_files \$uri \$uri\.html =404;/)
    expect(appPath('quick-start').startsWith(prefix!.pattern)).toBe(true)
    const bundle = `/${EXAMPLES_FOLDER}/quick-start/assets/index-ClruIQJl.js`
    expect(regexLocationsOf(bundle).map(({ body }) => body)).toEqual([
      expect.stringMatching(
        new RegExp(
          `${NGINX_EXAMPLES_INCLUDE.replaceAll('.', '\\.')}[\\s\\S]*max-age=31536000, immutable`,
        ),
      ),
    ])
    // The worker is no hashed file: it revalidates like the page.
    expect(
      regexLocationsOf(`/${EXAMPLES_FOLDER}/quick-start/mockServiceWorker.js`),
    ).toEqual([])
  })

  it('serves the example runner with its own policy, at its clean URL and its file name, revalidated', () => {
    const [runner] = exampleRunnerHostingNeeds.ownPolicies!
    for (const page of runner!.paths)
      expect(regexLocationsOf(page).map(({ body }) => body)).toEqual([
        expect.stringMatching(
          new RegExp(
            `${runner!.nginxInclude.replaceAll('.', '\\.')};[\\s\\S]*"no-cache"[\\s\\S]*try_files /${RUNNER_PAGE}\\.html =404;`,
          ),
        ),
      ])
    expect(runner!.paths).toEqual([`/${RUNNER_PAGE}`, `/${RUNNER_PAGE}.html`])
    // Its assets are the immutable ones of the apps' rule.
    expect(
      regexLocationsOf(`/${RUNNER_FOLDER}/assets/runner-AbCd1234.js`).map(
        ({ body }) => body,
      ),
    ).toEqual([expect.stringContaining('max-age=31536000, immutable')])
  })

  it('caches the search index for a year, and revalidates its manifest like a page', () => {
    expect(regexLocationsOf(anIndex).map(({ body }) => body)).toEqual([
      expect.stringContaining('max-age=31536000, immutable'),
    ])
    expect(regexLocationsOf(`/${SEARCH_MANIFEST}`)).toEqual([])
  })

  it('hides the headers files', () => {
    expect(
      locations.find(
        ({ modifier, pattern }) =>
          modifier === '=' && pattern === `/${HEADERS_FILE}`,
      )?.body,
    ).toContain('return 404')
    expect(
      regexLocationsOf(`/${NGINX_INCLUDE}`).map(({ body }) => body.trim()),
    ).toEqual(['return 404;'])
  })
})

describe('the _headers path pattern of the search index', () => {
  const pattern = new RegExp(
    `^${SEARCH_INDEX_PATHS.replaceAll('.', '\\.').replaceAll('*', '.*')}$`,
  )
  it('covers every index name, not the manifest', () => {
    expect(pattern.test(anIndex)).toBe(true)
    expect(pattern.test(`/${SEARCH_MANIFEST}`)).toBe(false)
  })
})

describe("package.json's builds", () => {
  it('write into the folders that the scripts and tests read', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>
    }
    const outDirs = Object.values(scripts)
      .filter((command) => command.includes('docusaurus build'))
      // Docusaurus builds into build/ unless told otherwise.
      .map((command) => /--out-dir (\S+)/.exec(command)?.[1] ?? 'build')
    expect(new Set(outDirs)).toEqual(new Set(Object.values(BUILDS)))
  })
})
