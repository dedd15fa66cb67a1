import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BUILDS } from '../../scripts/builds.mjs'
import { docOfRoute } from '../../src/markdown/docRoutes'

// Runs against both production builds (npm run build and npm run
// build:integrations first). Only the integrations build sets EDIT_URL
// (package.json); both are built inside the repository's git work tree.
// A build outside any work tree: tests/build-rules (control).

const EDIT_URL = /\bEDIT_URL=(\S+)/.exec(
  (
    JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>
    }
  ).scripts['build:integrations']!,
)![1]!
const ROUTES = ['/api/createSlice', '/rtk-query/usage/queries']
const html = (build: string, route: string) =>
  readFileSync(`${build}${route}.html`, 'utf8')

describe('doc page footer', () => {
  it('"Last updated" is the date of the last commit that changed the page', () => {
    for (const route of ROUTES) {
      const source = docOfRoute(route)
      // Docusaurus's rule (v4's git log --name-status over the repository):
      // the newest commit that changed the file, merges left out (they list
      // no files), every branch of the history walked.
      const committed = Number(
        execFileSync(
          'git',
          [
            'log',
            '-1',
            '--no-merges',
            '--full-history',
            '--format=%ct',
            '--',
            source,
          ],
          { encoding: 'utf8' },
        ).trim(),
      )
      const iso = new Date(committed * 1000).toISOString()
      for (const build of [BUILDS.site, BUILDS.integrations])
        expect(html(build, route), `${build}${route}`).toContain(
          `<time datetime=${iso}`,
        )
    }
  })

  it('"Edit this page" leads to EDIT_URL and the page’s path, only in builds that set it', () => {
    for (const route of ROUTES) {
      const source = docOfRoute(route)
      expect(html(BUILDS.integrations, route)).toMatch(
        new RegExp(
          `href=${EDIT_URL}/${source} [^>]*class=theme-edit-this-page>.*?</svg>Edit this page</a>`,
        ),
      )
      expect(html(BUILDS.site, route)).not.toContain('Edit this page')
    }
  })
})
