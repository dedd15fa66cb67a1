import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Code, Heading, Link, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  checkCodeSamples,
  formatProblem,
  type TypeScriptFile,
} from '../../scripts/code-check/check'
import { docOfRoute } from '../../src/links/docRoutes'
import { DEFAULT_URL } from '../../src/siteEnv'
import { DOC_ROUTES } from '../e2e/routes'
import { missing as missingInHtml } from './support/builtPages'

// Runs against the production build (npm run build first), built with the
// default SITE_URL and BASE_URL.

const BUILD = 'build'
const SITE = `${DEFAULT_URL}/`
// Twins are plain Markdown (GFM), not MDX: read as a tool reading them would
// (MDX would take a heading's `{#id}` for an expression).
const parser = unified().use(remarkParse).use(remarkGfm)
const parse = (markdown: string) => parser.parse(markdown) as Root
const texts = new Map<string, string>()
const read = (file: string) => {
  if (!texts.has(file))
    texts.set(file, readFileSync(path.join(BUILD, file), 'utf8'))
  return texts.get(file)!
}
const trees = new Map<string, Root>()
const treeOf = (file: string) => {
  if (!trees.has(file)) trees.set(file, parse(read(file)))
  return trees.get(file)!
}
const twinOf = (route: string) => read(`${route}.md`)

const HEADING_ID = / \{#([\w-]+)\}$/
function headingIdsOf(tree: Root): string[] {
  const ids: string[] = []
  visit(tree, 'heading', (node: Heading) => {
    const id = HEADING_ID.exec(toString(node))?.[1]
    if (node.depth > 1) ids.push(id ?? `(no id: ${toString(node)})`)
  })
  return ids
}

/** The ids of the h2–h6 headings of a built page, in order. */
const htmlHeadingIds = (html: string) =>
  [...html.matchAll(/<h[2-6][^>]*\sid=(?:"([^"]*)"|([^\s>]+))/g)].map(
    (match) => match[1] ?? match[2]!,
  )

const codeOf = (tree: Root) => {
  const blocks: Code[] = []
  visit(tree, 'code', (node: Code) => void blocks.push(node))
  return blocks
}

/** Why `url` (absolute, on this site) does not land, or undefined when it does. */
function missing(url: string): string | undefined {
  const [address = '', id] = url.slice(SITE.length - 1).split('#')
  const route = address.split('?')[0]!
  if (route.endsWith('.md') || route.endsWith('.txt')) {
    if (!existsSync(path.join(BUILD, route))) return `${url}: no such file`
    if (id && !headingIdsOf(treeOf(route)).includes(id))
      return `${url}: the twin has no heading {#${id}}`
    return undefined
  }
  const problem = missingInHtml(id ? `${route}#${id}` : route)
  return problem && `${url}: ${problem}`
}

function linksOf(tree: Root): string[] {
  const urls: string[] = []
  visit(tree, 'link', (node: Link) => void urls.push(node.url))
  return urls
}

describe('Markdown twins', () => {
  beforeAll(() => {
    expect(existsSync(`${BUILD}/index.html`), 'run npm run build first').toBe(
      true,
    )
  })

  it('every doc route has its twin, titled like the page, with the ids of its headings', () => {
    for (const route of DOC_ROUTES) {
      expect(existsSync(`${BUILD}${route}.md`), `${route}.md`).toBe(true)
      const tree = treeOf(`${route}.md`)
      const [first] = tree.children
      expect(first?.type === 'heading' && first.depth, route).toBe(1)
      const html = read(`${route}.html`)
      expect(html, route).toContain(`<h1>${toString(first!)}</h1>`)
      expect(headingIdsOf(tree), route).toEqual(htmlHeadingIds(html))
    }
  }, 120_000)

  it('code blocks are, byte for byte and in order, the TypeScript that the code-sample check compiled', async () => {
    const shown = new Map<string, TypeScriptFile[]>()
    const problems = await checkCodeSamples(
      DOC_ROUTES.map(docOfRoute),
      undefined,
      (sample) => {
        if (!sample.hidden)
          shown.set(sample.file, [...(shown.get(sample.file) ?? []), sample])
      },
    )
    expect(problems.map(formatProblem)).toEqual([])
    for (const route of DOC_ROUTES) {
      const twinTypeScript = codeOf(treeOf(`${route}.md`))
        .filter(({ lang }) => lang === 'ts' || lang === 'tsx')
        .map(({ value }) => value)
      const compiled = (shown.get(docOfRoute(route)) ?? []).map((s) => s.code)
      expect(twinTypeScript, route).toEqual(compiled)
    }
    expect([...shown.values()].flat().length).toBeGreaterThan(300)
  }, 300_000)

  it('carry no JSX, no MDX import or export, no empty code block, and keep the admonitions’ labels', () => {
    for (const route of DOC_ROUTES) {
      const twin = twinOf(route)
      const tree = treeOf(`${route}.md`)
      // JSX and MDX's import/export lines read as HTML and paragraphs in Markdown.
      const mdxLeftovers: string[] = []
      visit(tree, (node) => {
        if (node.type === 'html') mdxLeftovers.push(node.value)
        if (
          node.type === 'paragraph' &&
          /^(import|export)\s/.test(toString(node))
        )
          mdxLeftovers.push(toString(node))
      })
      expect(mdxLeftovers, route).toEqual([])
      expect(
        codeOf(tree).filter(({ value }) => value.trim() === ''),
        route,
      ).toEqual([])
      const source = readFileSync(docOfRoute(route), 'utf8')
      for (const [keyword, label] of [
        ['warning', 'Warning'],
        ['tip', 'Tip'],
        ['info', 'Info'],
      ])
        expect(
          twin.match(new RegExp(`^> \\*\\*${label}:\\*\\*`, 'gm'))?.length ?? 0,
          `${route} :::${keyword}`,
        ).toBe(source.match(new RegExp(`^:::${keyword}$`, 'gm'))?.length ?? 0)
    }
  }, 120_000)

  it('every link in the twins and in llms.txt lands on a built file and anchor', () => {
    const problems: string[] = []
    let checked = 0
    for (const file of [
      ...DOC_ROUTES.map((route) => `${route}.md`),
      '/llms.txt',
    ]) {
      for (const url of linksOf(treeOf(file))) {
        if (!url.startsWith(SITE)) {
          if (!/^(https?|mailto):/.test(url))
            problems.push(`${file}: ${url} is not absolute`)
          continue
        }
        checked++
        const problem = missing(url)
        if (problem) problems.push(`${file}: ${problem}`)
      }
    }
    expect(problems).toEqual([])
    expect(checked).toBeGreaterThan(1000)
  }, 120_000)

  it('llms.txt lists every doc page in the llmstxt.org structure; llms-full.txt holds every twin in that order', () => {
    const llms = read('llms.txt')
    const tree = parse(llms)
    const [h1, summary, ...rest] = tree.children
    expect(h1?.type === 'heading' && h1.depth).toBe(1)
    expect(summary?.type).toBe('blockquote')
    const sections = rest.filter(
      (node): node is Heading => node.type === 'heading',
    )
    expect(sections.length).toBeGreaterThan(5)
    expect(sections.every(({ depth }) => depth === 2)).toBe(true)
    const lines = llms.split('\n').filter((line) => line.startsWith('- '))
    for (const line of lines)
      expect(line).toMatch(/^- \[[^\]]+\]\(https:\/\/[^)]+\.md\)(: .+)?$/)
    const listed = lines.map(
      (line) => /\]\((https:\/\/[^)]+)\.md\)/.exec(line)![1]!,
    )
    expect([...listed].sort()).toEqual(
      DOC_ROUTES.map((route) => `${DEFAULT_URL}${route}`).sort(),
    )
    const full = read('llms-full.txt')
    const starts = listed.map((url) =>
      full.indexOf(twinOf(url.slice(DEFAULT_URL.length))),
    )
    expect(starts.every((start) => start >= 0)).toBe(true)
    expect([...starts].sort((a, b) => a - b)).toEqual(starts)
  })
})
