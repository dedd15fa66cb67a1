import path from 'node:path'
import { DOCS_DIR } from './anchorAliases'

/**
 * `docs/api/createSlice.mdx` → `/api/createSlice`: the route the docs plugin
 * gives a doc, below the base URL, for code that runs where the plugin's
 * permalinks are not at hand (the MDX loader's remark plugins, the section-id
 * checks that run without a build). The plugin's rule (doc-route-rule in
 * src/plugins/internals/registry.ts) reduced to what this site's docs do:
 * docs served from the site root, one version, no `slug` or `id` front matter
 * that differs from the file name, no number prefixes, no index pages.
 */
export function routeOfDoc(file: string): string {
  const relative = path.relative(DOCS_DIR, path.resolve(file))
  return (
    '/' +
    relative
      .replace(/\.mdx?$/, '')
      .split(path.sep)
      .join('/')
  )
}
