import { readFileSync } from 'node:fs'
import path from 'node:path'
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base'
import type { Code, Link, Root } from 'mdast'
import { visit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'
import { pageIds } from '../support/sectionIds'
import { LLMS_FILES } from '../../src/features/markdown-twins/llmsTxt'
import { SKILL_FILE } from '../../src/features/markdown-twins/skill'
import { parseMdx } from '../../src/markdown/readMdx'
import { DEFAULT_URL } from '../../src/site/siteEnv'

// The skill for coding assistants (skills/redux-toolkit/SKILL.md), held to
// the Agent Skills specification (agentskills.io, as of August 2026) and to
// the site: its links land on pages and sections that exist. Its samples
// compile in the code-sample check (codeSamples.test.ts), with the pages.

const text = readFileSync(SKILL_FILE, 'utf8')
const tree = parseMdx(text) as Root
const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? ''
const field = (name: string) =>
  new RegExp(`^${name}: (.*)$`, 'm').exec(frontMatter)?.[1]?.trim()

/** Why a link of the skill does not land, or undefined when it does. */
function missing(
  url: string,
  ids: Map<string, Set<string>>,
): string | undefined {
  if (!url.startsWith(`${DEFAULT_URL}/`))
    return /^https?:/.test(url) ? undefined : `${url} is not absolute`
  const [address = '', id] = url.slice(DEFAULT_URL.length).split('#')
  if ((Object.values(LLMS_FILES) as string[]).includes(address.slice(1)))
    return id ? `${url}: a file has no sections` : undefined
  const pageIdsOf = ids.get(address)
  if (!pageIdsOf) return `${url}: no doc page ${address}`
  if (id && !pageIdsOf.has(id)) return `${url}: no section #${id} on ${address}`
  return undefined
}

describe('the skill for coding assistants', () => {
  it('has the front matter of the Agent Skills format, named after its folder', () => {
    const name = field('name')!
    expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(name.length).toBeLessThanOrEqual(64)
    expect(name).toBe(path.basename(path.dirname(SKILL_FILE)))
    const description = field('description')!
    expect(description.length).toBeGreaterThan(0)
    expect(description.length).toBeLessThanOrEqual(1024)
    // It says what the skill does and when to use it.
    expect(description).toMatch(/\bUse when\b/)
    expect(tree.children[0]?.type).toBe('yaml')
  })

  it('stays within what an agent loads whole: under 500 lines and 5,000 tokens (o200k_base)', () => {
    expect(text.split('\n').length).toBeLessThan(500)
    expect(countTokens(text)).toBeLessThan(5000)
  })

  it('gives every numbered rule a TypeScript sample and a link to the page that explains it', () => {
    const rules = text.split(/^## (?=\d+\. )/m).slice(1)
    expect(rules.length).toBeGreaterThanOrEqual(7)
    for (const rule of rules) {
      const title = rule.split('\n')[0]
      expect(rule, title).toMatch(/^```tsx?\b/m)
      expect(rule, title).toContain(`](${DEFAULT_URL}/`)
    }
  })

  it('links only to pages and sections that exist, by absolute URLs of the site', () => {
    const ids = new Map(
      pageIds().map(({ route, headings, aliases }) => [
        route,
        new Set([...headings, ...aliases.map(({ id }) => id)]),
      ]),
    )
    const urls: string[] = []
    visit(tree, 'link', (node: Link) => void urls.push(node.url))
    expect(urls.length).toBeGreaterThan(15)
    expect(urls.flatMap((url) => missing(url, ids) ?? [])).toEqual([])
  }, 60_000)

  it('marks its one counter-example so that the check insists it fails to compile', () => {
    const blocks: Code[] = []
    visit(tree, 'code', (node: Code) => void blocks.push(node))
    expect(
      blocks.filter(({ meta }) => meta?.includes('expect-error')),
    ).toHaveLength(1)
    expect(
      blocks.filter(({ lang }) => lang === 'ts' || lang === 'tsx').length,
    ).toBeGreaterThanOrEqual(7)
  })
})
