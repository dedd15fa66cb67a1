import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageIds } from '../support/sectionIds'

// Runs after a build (npm run build first), which leaves the docs plugin's
// metadata of every doc, its source and permalink among them, under
// .docusaurus/. src/markdown/docRoutes.ts computes the same routes from the
// files alone (doc-route-rule in src/features/internals/registry.ts).

const GENERATED = '.docusaurus/docusaurus-plugin-content-docs'

interface DocMetadata {
  source: string
  permalink: string
}

/** Source file → permalink, from the docs plugin's own metadata. */
function permalinks(): Map<string, string> {
  const docs = readdirSync(GENERATED, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .map(
      (name) =>
        JSON.parse(
          readFileSync(path.join(GENERATED, name), 'utf8'),
        ) as Partial<DocMetadata>,
    )
    .filter(
      (data): data is DocMetadata =>
        typeof data.source === 'string' && typeof data.permalink === 'string',
    )
  return new Map(
    docs.map(({ source, permalink }) => [
      path.resolve(source.replace(/^@site\//, '')),
      permalink,
    ]),
  )
}

// Reading every page's front matter and the build's data takes seconds on a busy machine.
describe('the docs route rule', () => {
  it('gives every doc the permalink the docs plugin gave it', () => {
    expect(existsSync(GENERATED), 'run npm run build first').toBe(true)
    const built = permalinks()
    const pages = pageIds()
    expect(built.size).toBe(pages.length)
    expect(pages.map(({ file, route }) => [file, route])).toEqual(
      pages.map(({ file }) => [file, built.get(path.resolve(file))]),
    )
  }, 60_000)
})
