import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Code, Heading, Link, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  checkCodeSamples,
  formatProblem,
  type TypeScriptFile,
} from '../../scripts/code-check/check'
import { readApiHomes } from '../../src/markdown/apiHomes'
import { docOfRoute } from '../../src/markdown/docRoutes'
import { NGINX_LINKS_INCLUDE } from '../../src/features/hosting/outputPaths.mjs'
import {
  indexNote,
  LLMS_FILES,
} from '../../src/features/markdown-twins/llmsTxt'
import { SKILL_FILE } from '../../src/features/markdown-twins/skill'
import { DEFAULT_URL } from '../../src/site/siteEnv'
import { DOC_ROUTES } from '../support/routes'
import { htmlOf, missing as missingInHtml } from './support/builtPages'

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
const NOTE = indexNote(SITE)
/** A twin as llms-full.txt and the other bundles hold it: without the note on where the index is. */
const bodyOf = (route: string) => {
  const twin = twinOf(route)
  expect(twin.startsWith(NOTE), route).toBe(true)
  return twin.slice(NOTE.length)
}
/** The `href` of a page's `<link rel="alternate" type="text/markdown">`s in its server HTML. */
const markdownAlternatesOf = (html: string) =>
  [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter(
      (tag) =>
        /\srel="?alternate"?[\s>]/.test(tag) &&
        /\stype="?text\/markdown"?[\s>]/.test(tag),
    )
    .map((tag) => /\shref="?([^"\s>]+)/.exec(tag)?.[1])

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
      const [note, first] = tree.children
      expect(note?.type, route).toBe('blockquote')
      expect(linksOf({ type: 'root', children: [note!] } as Root)).toEqual([
        `${SITE}${LLMS_FILES.index}`,
        `${SITE}${LLMS_FILES.small}`,
      ])
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
      `/${LLMS_FILES.index}`,
      `/${LLMS_FILES.small}`,
      `/${SKILL_FILE}`,
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

  it('llms.txt says where it is and lists, in the llmstxt.org structure, the files for assistants and then every doc page; llms-full.txt holds every twin in that order', () => {
    const llms = read('llms.txt')
    const tree = parse(llms)
    const [h1, summary, details, ...rest] = tree.children
    expect(h1?.type === 'heading' && h1.depth).toBe(1)
    expect(summary?.type).toBe('blockquote')
    expect(details?.type).toBe('paragraph')
    expect(linksOf({ type: 'root', children: [details!] } as Root)).toContain(
      `${SITE}${LLMS_FILES.index}`,
    )
    const sections = rest.filter(
      (node): node is Heading => node.type === 'heading',
    )
    expect(sections.length).toBeGreaterThan(5)
    expect(sections.every(({ depth }) => depth === 2)).toBe(true)
    expect(toString(sections[0]!)).toBe('Start here')
    const afterStart = llms.split(/^## Start here\n/m)[1]!
    const files = afterStart.slice(0, afterStart.search(/^## /m))
    const pages = afterStart.slice(files.length)
    expect(
      files
        .split('\n')
        .filter((line) => line.startsWith('- '))
        .map((line) => /\]\(https:\/\/[^)]+\/([^/)]+)\)/.exec(line)?.[1]),
    ).toEqual([
      'SKILL.md',
      LLMS_FILES.small,
      LLMS_FILES.core,
      LLMS_FILES.rtkQuery,
      LLMS_FILES.full,
    ])
    const lines = pages.split('\n').filter((line) => line.startsWith('- '))
    for (const line of lines)
      expect(line).toMatch(/^- \[[^\]]+\]\(https:\/\/[^)]+\.md\)(: .+)?$/)
    const listed = lines.map(
      (line) => /\]\((https:\/\/[^)]+)\.md\)/.exec(line)![1]!,
    )
    expect([...listed].sort()).toEqual(
      DOC_ROUTES.map((route) => `${DEFAULT_URL}${route}`).sort(),
    )
    const routes = listed.map((url) => url.slice(DEFAULT_URL.length))
    const inOrder = (file: string, expected: string[]) => {
      const text = read(file)
      expect(text.startsWith(NOTE), file).toBe(true)
      const starts = expected.map((route) => text.indexOf(bodyOf(route)))
      expect(
        starts.every((start) => start >= 0),
        file,
      ).toBe(true)
      expect(
        [...starts].sort((a, b) => a - b),
        file,
      ).toEqual(starts)
      // Each twin once: nothing but the note, a title and the twins.
      expect(Buffer.byteLength(text), file).toBeLessThan(
        expected.reduce(
          (sum, route) => sum + Buffer.byteLength(bodyOf(route)),
          0,
        ) + 1024,
      )
    }
    inOrder(LLMS_FILES.full, routes)
    const rtkQuery = routes.filter((route) =>
      route.split('/').includes('rtk-query'),
    )
    expect(rtkQuery).toContain('/tutorials/rtk-query')
    inOrder(LLMS_FILES.rtkQuery, rtkQuery)
    inOrder(
      LLMS_FILES.core,
      routes.filter((route) => !rtkQuery.includes(route)),
    )
  })

  it('every file that llms.txt lists under "Start here" exists and is no larger than the size it states', () => {
    const listed = [
      ...read('llms.txt').matchAll(
        /^- \[[^\]]+\]\((https:\/\/[^)]+)\): .* \((\d+) KiB\)$/gm,
      ),
    ]
    expect(listed).toHaveLength(5)
    for (const [, url, kib] of listed) {
      const file = path.join(BUILD, url!.slice(SITE.length))
      expect(existsSync(file), url).toBe(true)
      const size = readFileSync(file).length
      expect(size, url).toBeLessThanOrEqual(Number(kib) * 1024)
      // Stated to the KiB, not a loose upper bound.
      expect(size, url).toBeGreaterThan((Number(kib) - 1) * 1024)
    }
  })

  it('llms-small.txt holds every export with its signature, and the rules, in under 30,000 tokens (o200k_base)', () => {
    const small = read(LLMS_FILES.small)
    expect(small.startsWith(NOTE)).toBe(true)
    expect(countTokens(small)).toBeLessThan(30_000)
    const headings = new Map<string, string>()
    for (const section of small.split(/^### /m).slice(1)) {
      const name = /^`([^`]+)`/.exec(section)?.[1]
      if (name) headings.set(name, section)
    }
    const problems: string[] = []
    for (const names of Object.values(readApiHomes().entryPoints))
      for (const name of Object.keys(names)) {
        const section = headings.get(name)
        if (!section) problems.push(`${name}: no entry`)
        else if (
          !/^```ts\n[\s\S]*\b\S/m.test(section) &&
          !/Called like `/.test(section)
        )
          problems.push(`${name}: no signature`)
      }
    expect(problems).toEqual([])
    expect(small).toContain('## Rules that matter most')
    expect(small).toContain('`createStore`')
  })

  it('serves the skill as written, its links landing on built pages and sections', () => {
    // This build has the default SITE_URL: nothing to rewrite.
    expect(read(SKILL_FILE)).toBe(readFileSync(SKILL_FILE, 'utf8'))
    const pageLinks = linksOf(treeOf(`/${SKILL_FILE}`)).filter(
      (url) => url.startsWith(SITE) && !/\.(txt|md)(#|$)/.test(url),
    )
    expect(pageLinks.length).toBeGreaterThan(15)
    expect(pageLinks.flatMap((url) => missing(url) ?? [])).toEqual([])
  })

  it('each doc page’s head links its twin by absolute URL, and so do its Link headers in _headers and the nginx map; other pages have none', () => {
    const headers = read('_headers')
    const nginxMap = read(NGINX_LINKS_INCLUDE)
    for (const route of DOC_ROUTES) {
      const url = `${DEFAULT_URL}${route}.md`
      expect(markdownAlternatesOf(htmlOf(route)!), route).toEqual([url])
      const value = `<${url}>; rel="alternate"; type="text/markdown"`
      expect(headers, route).toContain(`\n${route}\n  Link: ${value}\n`)
      expect(nginxMap, route).toContain(
        `"${route}.html" "${value.replaceAll('"', '\\"')}";`,
      )
    }
    // Three pages by name, so that a failure reads plainly.
    for (const route of [
      '/api/createSlice',
      '/rtk-query/api/created-api/hooks',
      '/introduction/getting-started',
    ])
      expect(markdownAlternatesOf(htmlOf(route)!)).toEqual([
        `${DEFAULT_URL}${route}.md`,
      ])
    for (const route of ['/', '/search', '/404'])
      expect(markdownAlternatesOf(htmlOf(route)!), route).toEqual([])
    expect(headers.match(/^ {2}Link: /gm)).toHaveLength(DOC_ROUTES.length)
  })
})
