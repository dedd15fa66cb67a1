/**
 * The site's build rules (docusaurus.config.ts: onBrokenLinks, onBrokenAnchors,
 * markdown.hooks.onBrokenMarkdownLinks, onDuplicateRoutes), proven with real
 * `docusaurus build` runs.
 *
 * Each case builds a temporary copy of the site: the real config, sidebars.ts,
 * src/ (local plugins, theme, remark plugins), static/ and package.json, plus
 * examples/ and package-lock.json, which the search plugin hashes into its
 * index name, links/ (the error-code pages; not the section-id aliases,
 * which belong to the real pages) and .prettierrc.json (the JavaScript tabs'
 * style); node_modules is symlinked. Only docs/ is replaced: every real
 * page becomes a stub with its own front matter, so the real sidebar and every
 * link of the navbar, footer and home page still resolve (the sidebar's links
 * to sections too: each stub has the sections the sidebar names), plus two
 * pages under /build-rules/ that link to each other, with and without an
 * anchor. The control builds exactly that and a page with a TypeScript
 * sample; typeHoversOff builds the same with TYPE_HOVERS=off; every other
 * case adds one mistake to the two pages, so each failure or warning comes
 * from its cause.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import {
  cp,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sidebars from '../../sidebars'
import { hasGitHistory } from '../../src/site/gitHistory'
import { routeOfDoc } from '../../src/markdown/docRoutes'
import { SEARCH_INDEX } from '../../src/features/search'
import { HOVERS_ASSETS } from '../../src/features/type-hovers'

const SITE = path.resolve(__dirname, '../..')
/** Copied as they are; docs/ is stubbed and node_modules symlinked. */
const COPIED = [
  'docusaurus.config.ts',
  'sidebars.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'src',
  'static',
  'examples',
  'links',
  '.prettierrc.json',
  // The skill for coding assistants, which the Markdown twins step serves.
  'skills',
]

/** At most one build per core (2 on the reference machine): each is CPU-bound. */
const CONCURRENCY = Math.max(1, Math.min(5, os.availableParallelism()))
const BUILD_TIMEOUT_MS = 5 * 60_000
const TEST_TIMEOUT_MS = 20 * 60_000

/** Front matter then a small body. */
const page = (frontMatter: string, body: string) =>
  `---\n${frontMatter.trim()}\n---\n\n${body.trim()}\n`

/** The control's extra pages: a working link, a working anchor, both ways of writing them. */
const BASE_PAGES: Record<string, string> = {
  'docs/build-rules/start.mdx': page(
    'title: Start',
    'See [the target](./target.mdx), [its heading](./target.mdx#a-heading) and [the same by route](/build-rules/target#a-heading).',
  ),
  'docs/build-rules/target.mdx': page(
    'title: Target',
    '## A heading\n\nText under the heading.',
  ),
}

/**
 * A page with a TypeScript sample: the control ships its type hovers, and the
 * same site built with TYPE_HOVERS=off ships none.
 */
const SAMPLE_PAGE = {
  'docs/build-rules/sample.mdx': page(
    'title: Sample',
    "```ts title=\"src/counter.ts\"\nimport { createSlice } from '@reduxjs/toolkit'\n\nexport const counter = createSlice({\n  name: 'counter',\n  initialState: 0,\n  reducers: { added: (state) => state + 1 },\n})\n```",
  ),
}

const CASES = {
  control: SAMPLE_PAGE,
  typeHoversOff: SAMPLE_PAGE,
  brokenLink: {
    'docs/build-rules/broken-link.mdx': page(
      'title: Broken link',
      'A link to [nowhere](/no/such/page).',
    ),
  },
  brokenAnchor: {
    'docs/build-rules/broken-anchor.mdx': page(
      'title: Broken anchor',
      'By file: [x](./target.mdx#no-such-heading). By route: [y](/build-rules/target#no-such-anchor).',
    ),
  },
  brokenMarkdownLink: {
    'docs/build-rules/broken-markdown-link.mdx': page(
      'title: Broken Markdown link',
      'A link to [a missing file](./missing.mdx).',
    ),
  },
  duplicateRoutes: {
    // Two docs with the same slug...
    'docs/build-rules/duplicate-a.mdx': page(
      'title: Duplicate A\nslug: /build-rules/same-slug',
      'A.',
    ),
    'docs/build-rules/duplicate-b.mdx': page(
      'title: Duplicate B\nslug: /build-rules/same-slug',
      'B.',
    ),
    // ...and a doc and a page at the same path.
    'docs/build-rules/clash.mdx': page('title: Clash (doc)', 'The doc.'),
    'src/pages/build-rules/clash.md': page('title: Clash (page)', 'The page.'),
  },
} satisfies Record<string, Record<string, string>>

type CaseName = keyof typeof CASES

/** What a case sets in the environment on top of the site's defaults. */
const CASE_ENV: Partial<Record<CaseName, NodeJS.ProcessEnv>> = {
  typeHoversOff: { TYPE_HOVERS: 'off' },
}

interface BuildResult {
  code: number | null
  /** stdout and stderr interleaved, colours stripped, each line trimmed. */
  output: string
  outDir: string
}

let root = ''
const timings: string[] = []
const builds = new Map<CaseName, Promise<BuildResult>>()
const running = new Set<ChildProcess>()

/**
 * The sections that the sidebar's links point at (`/usage/usage-guide#…`), by
 * route: every page renders the sidebar, so a stub without them would fail the
 * build's anchor check.
 */
function sidebarSections(): Map<string, string[]> {
  const sections = new Map<string, string[]>()
  const visit = (items: unknown[]) => {
    for (const item of items) {
      if (typeof item !== 'object' || item === null) continue
      const { href, items: children } = item as {
        href?: unknown
        items?: unknown
      }
      const [, route, id] =
        typeof href === 'string' ? (/^(\/[^#]*)#(.+)$/.exec(href) ?? []) : []
      if (route && id) sections.set(route, [...(sections.get(route) ?? []), id])
      if (Array.isArray(children)) visit(children)
    }
  }
  for (const items of Object.values(sidebars)) visit(items as unknown[])
  return sections
}
const SIDEBAR_SECTIONS = sidebarSections()

/**
 * Replaces every Markdown page with its front matter, a one-line body and the
 * sections the sidebar links to (with explicit ids); other files are copied.
 */
async function stubDocs(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true })
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isDirectory()) await stubDocs(source, target)
    else if (/\.mdx?$/.test(entry.name)) {
      const frontMatter =
        /^---\n[\s\S]*?\n---\n/.exec(await readFile(source, 'utf8'))?.[0] ?? ''
      const sections = (SIDEBAR_SECTIONS.get(routeOfDoc(source)) ?? [])
        .map((id) => `\n## Section {/* #${id} */}\n`)
        .join('')
      await writeFile(
        target,
        `${frontMatter}\nStub page for the build-rules test.\n${sections}`,
      )
    } else await cp(source, target)
  }
}

async function makeSite(
  dir: string,
  files: Record<string, string>,
): Promise<void> {
  await mkdir(dir, { recursive: true })
  await Promise.all(
    COPIED.map((name) =>
      cp(path.join(SITE, name), path.join(dir, name), { recursive: true }),
    ),
  )
  await symlink(
    path.join(SITE, 'node_modules'),
    path.join(dir, 'node_modules'),
    'dir',
  )
  await stubDocs(path.join(SITE, 'docs'), path.join(dir, 'docs'))
  // Section-id aliases point at headings of the real pages, which the stubs do not have.
  await rm(path.join(dir, 'links/aliases'), { recursive: true })
  for (const [file, text] of Object.entries({ ...BASE_PAGES, ...files })) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
    await writeFile(path.join(dir, file), text)
  }
}

function buildEnv(name: CaseName): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Rspack's persistent cache would go to node_modules/.cache, i.e. into the
    // real site's node_modules through the symlink, shared by parallel builds.
    DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
    NO_UPDATE_NOTIFIER: '1',
    NO_COLOR: '1',
  }
  // The defaults of the site, whatever the shell running the tests has set.
  for (const name of Object.keys(env)) {
    if (
      /^(ALGOLIA_|UMAMI_|GTAG_ID$|SITE_URL$|BASE_URL$|FORCE_COLOR$|NODE_ENV$|TYPE_HOVERS$)/.test(
        name,
      )
    )
      delete env[name]
  }
  return { ...env, ...CASE_ENV[name] }
}

function runBuild(name: CaseName): Promise<BuildResult> {
  const siteDir = path.join(root, name, 'site')
  const outDir = path.join(root, name, 'build')
  const started = Date.now()
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    // Its own process group, so that a build that hangs is killed with the
    // Node process npx starts.
    const child = spawn('npx', ['docusaurus', 'build', '--out-dir', outDir], {
      cwd: siteDir,
      env: buildEnv(name),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    running.add(child)
    const timer = setTimeout(() => {
      chunks.push(
        Buffer.from(
          `\n[build-rules test] killed after ${BUILD_TIMEOUT_MS / 1000} s\n`,
        ),
      )
      killGroup(child)
    }, BUILD_TIMEOUT_MS)
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk))
    const finish = (code: number | null, extra = '') => {
      clearTimeout(timer)
      running.delete(child)
      const text = stripVTControlCharacters(
        Buffer.concat(chunks).toString('utf8') + extra,
      )
      const output = text
        .split('\n')
        .map((line) => line.trim())
        .join('\n')
      const seconds = (Date.now() - started) / 1000
      timings.push(`${name} ${seconds.toFixed(1)} s`)
      resolve({ code, output, outDir })
    }
    child.on('error', (error) =>
      finish(
        null,
        `\n[build-rules test] could not start npx: ${error.message}\n`,
      ),
    )
    child.on('close', (code) => finish(code))
  })
}

function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, 'SIGKILL')
  } catch {
    // already gone
  }
}

/** Runs the jobs in order, at most `limit` at a time. */
function limited<T>(limit: number): (job: () => Promise<T>) => Promise<T> {
  let active = 0
  const waiting: (() => void)[] = []
  return async (job) => {
    if (active >= limit) await new Promise<void>((go) => waiting.push(go))
    active++
    try {
      return await job()
    } finally {
      active--
      waiting.shift()?.()
    }
  }
}

/** The entries of a "Docusaurus found broken links/anchors!" report, one line each. */
function reportedList(output: string, kind: 'links' | 'anchors'): string[] {
  const heading = `Exhaustive list of all broken ${kind} found:\n`
  const start = output.indexOf(heading)
  if (start < 0) return []
  const rest = output.slice(start + heading.length)
  return rest.slice(0, rest.indexOf('\n\n')).split('\n')
}

async function outputFiles(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).map(String).sort()
}

const build = (name: CaseName) => builds.get(name)!

/**
 * What the type hovers leave in a build: their files, and the scripts whose
 * code blocks carry a hover key (the props the remark plugin adds).
 */
async function hoverTraces(outDir: string) {
  const files = await outputFiles(outDir)
  const scripts = files.filter((file) => file.endsWith('.js'))
  const keyed: string[] = []
  for (const script of scripts) {
    const code = await readFile(path.join(outDir, script), 'utf8')
    if (code.includes('hoverKey:"')) keyed.push(script)
  }
  return {
    hoverFiles: files.filter((file) => file.startsWith(`${HOVERS_ASSETS}/`)),
    keyed,
  }
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'build-rules-'))
  const names = Object.keys(CASES) as CaseName[]
  await Promise.all(
    names.map((name) => makeSite(path.join(root, name, 'site'), CASES[name])),
  )
  const queue = limited<BuildResult>(CONCURRENCY)
  for (const name of names) {
    builds.set(
      name,
      queue(() => runBuild(name)),
    )
  }
}, 60_000)

afterAll(async () => {
  console.log(
    `build-rules: ${CONCURRENCY} build(s) at a time; ${timings.join(', ')}`,
  )
  for (const child of running) killGroup(child)
  if (root) await rm(root, { recursive: true, force: true, maxRetries: 3 })
}, 60_000)

describe(
  'build rules (real docusaurus build of a stubbed copy of the site)',
  { timeout: TEST_TIMEOUT_MS },
  () => {
    it('control: the copy with no mistakes builds cleanly, with no warnings', async () => {
      const { code, output, outDir } = await build('control')
      expect(output).toContain('[SUCCESS] Generated static files')
      expect(code, output).toBe(0)
      expect(output).not.toMatch(
        /\[WARNING\]|\[ERROR\]|broken|Duplicate routes|couldn't be resolved/i,
      )
      const files = await outputFiles(outDir)
      // The rule pages, a stubbed real page, and the real search plugin's postBuild index.
      expect(files).toEqual(
        expect.arrayContaining([
          'build-rules/start.html',
          'build-rules/target.html',
          'api/createSlice.html',
          'index.html',
        ]),
      )
      expect(files.some((file) => SEARCH_INDEX.test(file))).toBe(true)
      // The copy is in no git work tree, as a build from a tarball: it builds
      // all the same, and its pages simply carry no last-updated date.
      expect(hasGitHistory(root)).toBe(false)
      expect(
        await readFile(path.join(outDir, 'build-rules/start.html'), 'utf8'),
      ).not.toContain('theme-last-updated')
      expect(files).toContain('build-rules/start.md')
    })

    it('TYPE_HOVERS=off ships no type hovers: no hovers file, no hover props in any script (the control has both)', async () => {
      const on = await build('control')
      const off = await build('typeHoversOff')
      expect(off.code, off.output).toBe(0)
      const sample = 'build-rules/sample.html'
      for (const { outDir } of [on, off]) {
        // Both render the sample with its TypeScript/JavaScript tabs.
        expect(await readFile(path.join(outDir, sample), 'utf8')).toContain(
          'code-language-tabs',
        )
      }
      const shipped = await hoverTraces(on.outDir)
      expect(
        shipped.hoverFiles.filter((file) => file.endsWith('.json')),
      ).toHaveLength(1)
      // The page's two forms, full and lean (src/features/lean-pages), each with its keys.
      expect(
        shipped.keyed.map((script) =>
          path.basename(script).startsWith('lean-') ? 'lean' : 'full',
        ),
      ).toEqual(expect.arrayContaining(['full', 'lean']))
      expect(shipped.keyed).toHaveLength(2)
      expect(await hoverTraces(off.outDir)).toEqual({
        hoverFiles: [],
        keyed: [],
      })
    })

    it('a broken link fails the build, naming the page and the link', async () => {
      const { code, output } = await build('brokenLink')
      expect(code, output).not.toBe(0)
      expect(output).toContain('Error: Docusaurus found broken links!')
      expect(reportedList(output, 'links')).toEqual([
        '- Broken link on source page path = /build-rules/broken-link:',
        '-> linking to /no/such/page',
      ])
      expect(output).not.toContain('[SUCCESS]')
    })

    it('a broken anchor fails the build, naming the page and each anchor', async () => {
      const { code, output } = await build('brokenAnchor')
      expect(code, output).not.toBe(0)
      expect(output).toContain('Error: Docusaurus found broken anchors!')
      // The link to ./target.mdx#… is reported as the route it resolved to.
      expect(reportedList(output, 'anchors')).toEqual([
        '- Broken anchor on source page path = /build-rules/broken-anchor:',
        '-> linking to /build-rules/target#no-such-heading',
        '-> linking to /build-rules/target#no-such-anchor',
      ])
      expect(output).not.toContain('found broken links!')
    })

    it('a broken Markdown link only warns, naming the file; the link then leads to a search for the page', async () => {
      const { code, output, outDir } = await build('brokenMarkdownLink')
      expect(code, output).toBe(0)
      expect(output).toMatch(
        /\[WARNING\] Markdown link with URL `\.\/missing\.mdx` in source file "?docs\/build-rules\/broken-markdown-link\.mdx"? couldn't be resolved; it now links to "?\/search\?q=missing"?\./,
      )
      expect(output).not.toContain('found broken links!')
      const html = await readFile(
        path.join(outDir, 'build-rules/broken-markdown-link.html'),
        'utf8',
      )
      expect(html).toMatch(/href="?\/search\?q=missing"?/)
    })

    it('duplicate routes only warn: the build succeeds', async () => {
      const { code, output, outDir } = await build('duplicateRoutes')
      const warning =
        /\[WARNING\] Duplicate routes found!\n((?:- .*\n)+)This could lead to non-deterministic routing behavior\./.exec(
          output,
        )
      expect(warning, output).not.toBeNull()
      // Listed in no fixed order.
      expect(warning![1].trim().split('\n').sort()).toEqual([
        '- Attempting to create page at /build-rules/clash, but a page already exists at this route.',
        '- Attempting to create page at /build-rules/same-slug, but a page already exists at this route.',
      ])
      expect(code, output).toBe(0)
      expect(output).toContain('[SUCCESS] Generated static files')
      expect(await outputFiles(outDir)).toEqual(
        expect.arrayContaining([
          'build-rules/same-slug.html',
          'build-rules/clash.html',
        ]),
      )
    })
  },
)
