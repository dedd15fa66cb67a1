import path from 'node:path'
import type { DocMetadata } from '@docusaurus/plugin-content-docs'
import { REPO_ROOT } from './repoRoot'

/**
 * Where each doc page is served. The build knows for certain: the docs
 * plugin's permalinks, which the plugins that see its content read
 * (`docSourceFile`). Everything that runs without that content (the remark
 * plugins, which Docusaurus does not tell a page's permalink, the checks on
 * the sources, the tests) uses one rule: the docs are served from the site
 * root at their path without the extension: the docs plugin's own rule
 * (doc-route-rule in src/features/internals/registry.ts) reduced to what this
 * site's docs do. It holds while no doc sets a `slug` and every `id` is its
 * file name (tests/docs/docRoutes.test.ts, and tests/build/docRoutes.test.ts
 * against the built permalinks).
 */

export const DOCS_DIR = path.join(REPO_ROOT, 'docs')

/** `docs/api/createSlice.mdx` → `/api/createSlice`, below the base URL. */
export function routeOfDoc(file: string): string {
  const relative = path.relative(DOCS_DIR, path.resolve(file))
  return `/${relative
    .replace(/\.mdx?$/, '')
    .split(path.sep)
    .join('/')}`
}

/** `/api/createSlice` → `docs/api/createSlice.mdx`, relative to the working directory (as messages name files). */
export const docOfRoute = (route: string): string =>
  path.relative(process.cwd(), path.join(DOCS_DIR, `${route.slice(1)}.mdx`))

/** The absolute path of a doc the docs plugin loaded (its `source` is `@site/docs/…`). */
export const docSourceFile = (
  doc: Pick<DocMetadata, 'source'>,
  siteDir: string,
) => path.resolve(siteDir, doc.source.replace(/^@site\//, ''))
