import type {
  Code,
  Heading,
  Link,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
} from 'mdast'
import { toString } from 'mdast-util-to-string'
import { headingNames, type ApiHomes } from '../../markdown/apiHomes'
import type { TwinPage } from './llmsTxt'
import { printer } from './pageMarkdown'

/** One export (or, on the created-API pages, one member) as llms-small.txt gives it. */
export interface BriefEntry {
  name: string
  /** The entry point it is imported from; none for a member of `createApi`'s result. */
  entryPoint?: string
  /** The absolute URL of its section in the page's twin. */
  url: string
  /** The first sentence of its section. */
  purpose: string
  /** Its declaration, as the page shows it (imports left out). */
  signature?: string
  /** The export whose signature it shares, when its page says so instead of repeating it. */
  sameAs?: string
}

export class BriefError extends Error {}

const HEADING_ID = /\s*\{#([\w-]+)\}$/
const TS = new Set(['ts', 'tsx'])
const escape = (name: string) => name.replace(/\$/g, '\\$')
/**
 * A heading that is a member's name, or a few of them: `updateQueryData`,
 * `api.reducer`, `a, b and c`; members start in lower case, headings such
 * as `Types` or `Overview` do not.
 */
const MEMBER = '[a-z_$][\\w$.]*'
const MEMBER_HEADING = new RegExp(
  `^${MEMBER}(?:, ${MEMBER})*(?: and ${MEMBER})?$`,
)

interface Section {
  heading: Heading
  text: string
  id: string
  /** Everything under the heading, subsections included. */
  content: RootContent[]
}

function sectionsOf(tree: Root): Section[] {
  const sections: Section[] = []
  tree.children.forEach((node, index) => {
    if (node.type !== 'heading' || node.depth < 2) return
    const end = tree.children.findIndex(
      (next, at) =>
        at > index && next.type === 'heading' && next.depth <= node.depth,
    )
    const full = toString(node)
    sections.push({
      heading: node,
      text: full.replace(HEADING_ID, '').replace(/`/g, ''),
      id: HEADING_ID.exec(full)?.[1] ?? '',
      content: tree.children.slice(index + 1, end === -1 ? undefined : end),
    })
  })
  return sections
}

/** Links become their text: the entry links its section once. */
function unlinked(children: PhrasingContent[]): PhrasingContent[] {
  return children.flatMap((child) =>
    child.type === 'link'
      ? unlinked(child.children)
      : 'children' in child
        ? [{ ...child, children: unlinked(child.children) } as PhrasingContent]
        : [child],
  )
}

/** The first sentence of a paragraph, as Markdown: up to the first `.`, `!` or `?` outside code that ends a sentence. */
export function firstSentence(paragraph: Paragraph): string {
  const text = printer
    .stringify({
      type: 'root',
      children: [{ ...paragraph, children: unlinked(paragraph.children) }],
    })
    .trim()
    .replace(/\s*\n\s*/g, ' ')
  let inCode = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (char === '`') inCode = !inCode
    else if (
      !inCode &&
      /[.!?]/.test(char) &&
      /^(\s+[A-Z`*_(["]|$)/.test(text.slice(i + 1))
    )
      return text.slice(0, i + 1)
  }
  return text
}

/** A block's declarations without its imports. */
const withoutImports = (code: string) =>
  code
    .replace(/^import\b[\s\S]*?(?:from\s+)?['"][^'"\n]+['"];?[ \t]*\n/gm, '')
    .trim()

function declarationOf(
  name: string,
  content: RootContent[],
): string | undefined {
  const declares = new RegExp(
    `(^|\\n)\\s*(export\\s+)?(declare\\s+)?(function|const|let|class|enum)\\s+${escape(name)}\\b`,
  )
  const block = content.find(
    (node): node is Code =>
      node.type === 'code' &&
      TS.has(node.lang ?? '') &&
      declares.test(node.value),
  )
  return block && withoutImports(block.value)
}

const firstParagraph = (content: RootContent[]) =>
  content.find((node): node is Paragraph => node.type === 'paragraph')

/** The `#id`s that a paragraph links to on its own page. */
function anchorsIn(
  paragraph: Paragraph | undefined,
  pageUrl: string,
): string[] {
  const ids: string[] = []
  const walk = (nodes: PhrasingContent[]) =>
    nodes.forEach((node) => {
      if (node.type === 'link') {
        const [address, id] = (node as Link).url.split('#')
        if (id && address === pageUrl) ids.push(id)
      }
      if ('children' in node) walk(node.children as PhrasingContent[])
    })
  walk(paragraph?.children ?? [])
  return ids
}

export interface BriefPage {
  page: TwinPage
  /** The page's route, as api-homes.json names it. */
  route: string
  entries: BriefEntry[]
  /** The names under the page's `Types` heading. */
  types: string[]
}

/**
 * From each page's twin: every export that api-homes.json homes there, with
 * the first sentence of its section and the declaration its section shows
 * (or the export whose forms it shares, which its first paragraph links
 * to); and on the pages of `memberPages`, the members its headings name,
 * with their first sentence. An export whose section shows no declaration
 * and names no other fails: its page needs a signature. One with no section
 * is left out: tests/docs/apiCoverage.test.ts requires the heading, and
 * tests/build/markdownTwins.test.ts every export in the real build's file.
 */
export function briefPages(
  pages: readonly TwinPage[],
  homes: ApiHomes,
  memberPages: (route: string) => boolean,
): BriefPage[] {
  const entryPointOf = new Map<string, string>()
  const exportsOf = new Map<string, string[]>()
  for (const [entryPoint, names] of Object.entries(homes.entryPoints))
    for (const [name, route] of Object.entries(names)) {
      if (entryPointOf.has(name)) continue
      entryPointOf.set(name, entryPoint)
      exportsOf.set(route, [...(exportsOf.get(route) ?? []), name])
    }
  const unplaced = new Set(exportsOf.keys())
  const result: BriefPage[] = []
  for (const page of pages) {
    const names = exportsOf.get(page.route) ?? []
    unplaced.delete(page.route)
    const members = memberPages(page.route)
    if (!names.length && !members) continue
    const sections = sectionsOf(page.tree)
    const entryAt = new Map<Section, BriefEntry>()
    for (const name of names) {
      const candidates = sections.filter(({ text }) => headingNames(name, text))
      const section =
        candidates.find(({ text }) => text.replace(/\(.*$/, '') === name) ??
        candidates[0]
      // The API coverage test requires the heading; a page without it (a
      // stub, as in the build-rules copy) has nothing to take.
      if (!section) continue
      const paragraph = firstParagraph(section.content)
      entryAt.set(section, {
        name,
        entryPoint: entryPointOf.get(name),
        url: `${page.url}#${section.id}`,
        purpose: paragraph ? firstSentence(paragraph) : '',
        signature: declarationOf(name, section.content),
      })
    }
    for (const [section, entry] of entryAt) {
      if (entry.signature) continue
      const ids = anchorsIn(firstParagraph(section.content), page.url)
      const shared = [...entryAt.values()].find(
        (other) => other.signature && ids.includes(other.url.split('#')[1]!),
      )
      if (!shared)
        throw new BriefError(
          `llms-small.txt: ${entry.name} has no signature on ${page.route}: its section "${section.text}" needs a TypeScript block that declares it`,
        )
      entry.sameAs = shared.name
    }
    // In the page's order.
    const entries = sections.flatMap((section) => {
      const entry = entryAt.get(section)
      return entry ? [entry] : []
    })
    if (members)
      for (const section of sections) {
        if (
          section.heading.depth !== 2 ||
          entryAt.has(section) ||
          !MEMBER_HEADING.test(section.text)
        )
          continue
        const paragraph = firstParagraph(section.content)
        if (!paragraph) continue
        entries.push({
          name: section.text,
          url: `${page.url}#${section.id}`,
          purpose: firstSentence(paragraph),
        })
      }
    const typesSection = sections.find(
      ({ heading, text }) =>
        heading.depth === 2 && /^(TypeScript )?types$/i.test(text),
    )
    // Type names: `Patch`, `CreateApi type`, `A, B and C`; not `Other hook types`.
    const types = typesSection
      ? sectionsOf({ type: 'root', children: typesSection.content })
          .filter(({ heading }) => heading.depth === 3)
          .flatMap(({ text }) => text.replace(/ type$/, '').split(/, | and /))
          .filter((name) => /^[A-Z_$][\w$]*$/.test(name))
      : []
    if (entries.length || types.length)
      result.push({ page, route: page.route, entries, types })
  }
  if (unplaced.size)
    throw new BriefError(
      `llms-small.txt: no twin for ${[...unplaced].join(', ')}, which api-homes.json names`,
    )
  return result
}

/** One entry as Markdown: its name and entry point, its purpose, its signature. */
function entryMarkdown(entry: BriefEntry): string {
  const from = entry.entryPoint ? ` (\`${entry.entryPoint}\`)` : ''
  const names = entry.name
    .split(/(, | and )/)
    .map((part, i) => (i % 2 ? part : `\`${part}\``))
    .join('')
  const lines = [
    `### ${names}${from}`,
    '',
    `${entry.purpose} [Details](${entry.url})`,
  ]
  if (entry.signature) lines.push('', '```ts', entry.signature, '```')
  else if (entry.sameAs)
    lines.push('', `Called like \`${entry.sameAs}\` above.`)
  return lines.join('\n')
}

/** What the entry points share, said from api-homes.json: `@reduxjs/toolkit/react` exports every name of `@reduxjs/toolkit`, … */
export function entryPointNotes(homes: ApiHomes): string[] {
  const names = Object.entries(homes.entryPoints).map(
    ([entryPoint, exports]) =>
      [entryPoint, new Set(Object.keys(exports))] as const,
  )
  const notes: string[] = []
  for (const [entryPoint, set] of names) {
    const base = names.find(
      ([other, otherSet]) =>
        other !== entryPoint &&
        entryPoint.startsWith(`${other}/`) &&
        [...otherSet].every((name) => set.has(name)),
    )
    if (!base) continue
    const more = [...set].filter((name) => !base[1].has(name))
    notes.push(
      more.length
        ? `\`${entryPoint}\` exports every name of \`${base[0]}\` and ${more.map((n) => `\`${n}\``).join(', ')}.`
        : `\`${entryPoint}\` exports the same names as \`${base[0]}\`, each listed below under \`${base[0]}\`.`,
    )
  }
  return notes
}

/** The API part of llms-small.txt: one `##` section per page, in the order given. */
export function briefMarkdown(pages: readonly BriefPage[]): string {
  return pages
    .map(({ page, entries, types }) => {
      const parts = [`## ${page.title}`, `[The page](${page.url})`]
      parts.push(...entries.map(entryMarkdown))
      if (types.length)
        parts.push(
          `Types documented on this page: ${types.map((t) => `\`${t}\``).join(', ')}.`,
        )
      return parts.join('\n\n')
    })
    .join('\n\n')
}

/** The section of the skill under `## heading`, up to the next `##`. */
const skillSection = (skill: string, heading: string) =>
  new RegExp(`^## ${heading}\\n([\\s\\S]*?)(?=^## |(?![\\s\\S]))`, 'm')
    .exec(skill)?.[1]
    ?.trim()

/**
 * The rules that matter most, from the skill: its table of what to write
 * instead of old code, and each numbered rule's title and first paragraph.
 */
export function skillRulesMarkdown(skill: string, skillUrl: string): string {
  const table = skillSection(skill, 'What to write instead')
  if (!table)
    throw new BriefError(
      'llms-small.txt: the skill has no "What to write instead" table',
    )
  const rules = [...skill.matchAll(/^## (\d+)\. (.*)\n\n((?:.+\n)+)/gm)].map(
    ([, number, title, paragraph]) =>
      // A rule that opens with a list (what not to write) is its title here: the table says the rest.
      paragraph!.startsWith('- ')
        ? `${number}. **${title}.**`
        : `${number}. **${title}.** ${paragraph!.trim().replace(/\n/g, ' ')}`,
  )
  return [
    `From the skill for coding assistants, <${skillUrl}>, where each rule has a sample that compiles.`,
    table,
    rules.join('\n'),
  ].join('\n\n')
}

export interface SmallFileInput {
  /** Pages in the order of llms.txt, without the unlisted ones. */
  pages: readonly TwinPage[]
  homes: ApiHomes
  /** The skill as served, and its URL. */
  skill: string
  skillUrl: string
  /** The note every llms file but llms.txt starts with. */
  note: string
}

/** Whether a page documents the object `createApi` returns, member by member. */
export const isCreatedApiPage = (route: string) =>
  route.includes('/rtk-query/api/created-api/')

/** llms-small.txt: the rules that matter most, then every export in brief, page by page. */
export function llmsSmall({
  pages,
  homes,
  skill,
  skillUrl,
  note,
}: SmallFileInput): string {
  const brief = briefPages(pages, homes, isCreatedApiPage)
  const entryPoints = Object.keys(homes.entryPoints)
  return [
    `${note}# Redux Toolkit ${homes.version}: the API in brief`,
    `> Every runtime export of ${entryPoints.map((e) => `\`${e}\``).join(', ')} (version ${homes.version}) with the signature its reference page shows and the first sentence of its section, the members of the object \`createApi\` returns, and the rules that matter most. Made from the pages' Markdown; each entry links its section.`,
    entryPointNotes(homes).join(' '),
    `## Rules that matter most\n\n${skillRulesMarkdown(skill, skillUrl)}`,
    briefMarkdown(brief),
  ]
    .filter(Boolean)
    .join('\n\n')
    .concat('\n')
}
