/**
 * The Markdown forms of the page transforms (src/features/pageTransforms.ts lists
 * them, in order) and of Docusaurus's own plugins, which the twin runs at
 * the boundary between the two stages.
 */

import path from 'node:path'
import type {
  BlockContent,
  Code,
  Definition,
  Heading,
  Link,
  Nodes,
  Paragraph,
  Root,
  RootContent,
} from 'mdast'
import type { ContainerDirective } from 'mdast-util-directive'
import { SKIP, visit } from 'unist-util-visit'
import { badgeWords, pageBadges, placeBadge } from '../api-badges/badges'
import { readApiHomes, type ApiHomes } from '../../markdown/apiHomes'
import { searchForPageOf } from '../../site/brokenMarkdownLinks'
import { routeOfDoc } from '../../markdown/docRoutes'
import { headingIds } from '../../markdown/headingIds'
import { readSample, type CodeSample } from '../../markdown/readSample'
import { siteRootOf } from '../../site/siteAddress'
import { PAGE_COMPONENTS } from '../page-components/pageComponents'
import type { SiteAddress } from '../page-components/twins'
import { twinUrl } from './twinPath'

/** What the twin needs to know of the site: where each doc page lives. */
export interface TwinContext extends SiteAddress {
  /** Absolute path of the page's source file. */
  source: string
  /** Absolute source path → the page's route (the permalink, base URL included). */
  routeOfSource: ReadonlyMap<string, string>
}

export class TwinError extends Error {}

/** `docs/page.mdx:12`, for errors. */
const whereIn =
  (context: TwinContext) =>
  (node: { position?: { start: { line: number } } }) =>
    `${path.relative(process.cwd(), context.source)}:${node.position?.start.line ?? 0}`

/** Docusaurus's admonition keywords, as the theme labels them. */
const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Warning',
}

/** A heading's id as Docusaurus's headings plugin records it. */
const setHeadingId = (node: Heading, id: string) => {
  node.data = {
    ...node.data,
    hProperties: { ...node.data?.hProperties, id },
  }
}

/**
 * Docusaurus's own plugins in the twin: each heading gets the id Docusaurus
 * gives it (written out by `finishTwin`), admonitions become labelled
 * blockquotes, and directives that are no admonition are text again.
 */
export function docusaurusTwin(tree: Root, context: TwinContext) {
  const where = whereIn(context)
  const ids = headingIds(tree)
  let headingIndex = 0
  visit(tree, (node, index, parent) => {
    switch (node.type) {
      case 'heading':
        setHeadingId(node, ids[headingIndex++]!)
        return
      case 'containerDirective':
        parent!.children.splice(index!, 1, admonition(node, where))
        return
      case 'textDirective':
      case 'leafDirective':
        // Not admonitions: text such as `a:b` that the directive syntax
        // reads as a directive; Docusaurus prints it back as written.
        parent!.children.splice(index!, 1, {
          type: 'text',
          value: `:${node.name}`,
        })
        return [SKIP, index! + 1]
    }
  })
}

let homes: ApiHomes | undefined

/** The "since" and "Deprecated" badges as words: `(added in 2.7.0)`. */
export function badgeWordsTwin(tree: Root, context: TwinContext) {
  const { headings, cells } = pageBadges(
    tree,
    context.source,
    routeOfDoc(context.source),
    (homes ??= readApiHomes()),
  )
  for (const [parent, badges] of [...headings, ...cells])
    for (const badge of badges)
      placeBadge(parent, badge, {
        type: 'text',
        value: `(${badgeWords(badge)})`,
      })
}

/** Each code block as the twin shows it (`twinCode`). */
export function codeTwin(tree: Root, context: TwinContext) {
  const where = whereIn(context)
  visit(tree, 'code', (node, index, parent) => {
    const blocks = twinCode(node, where)
    parent!.children.splice(index!, 1, ...blocks)
    return [SKIP, index! + blocks.length]
  })
}

/** Each page component as its Markdown form (src/features/page-components/pageComponents.ts). */
export function componentsTwin(tree: Root, context: TwinContext) {
  visit(tree, 'mdxJsxFlowElement', (node, index, parent) => {
    const component = node.name ? PAGE_COMPONENTS[node.name] : undefined
    // Anything else fails in finishTwin, naming its line.
    if (!component) return
    parent!.children.splice(index!, 1, component.twin(node, context))
    return [SKIP, index! + 1]
  })
}

/**
 * What no transform gave a Markdown form: front matter (the title and
 * description head the twin) and MDX comments go, each heading's id is
 * written after it (`## Text {#id}`), links lead to twins and absolute URLs
 * (`twinLinkUrl`), and anything MDX-only fails, naming the line: a twin
 * carries no JSX and no import/export.
 */
export function finishTwin(tree: Root, context: TwinContext) {
  const where = whereIn(context)
  const notMarkdown = (
    node: Extract<
      Nodes,
      { type: 'mdxjsEsm' | 'mdxJsxFlowElement' | 'mdxJsxTextElement' }
    >,
  ) =>
    new TwinError(
      `${where(node)}: a page's Markdown twin cannot carry ${
        node.type === 'mdxjsEsm'
          ? 'an MDX import or export'
          : `<${node.name ?? ''}>`
      }; write it as Markdown, or give the component a Markdown form in src/features/page-components/pageComponents.ts`,
    )
  visit(tree, (node, index, parent) => {
    switch (node.type) {
      case 'yaml':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        // Expressions here are comments (a heading's explicit id is read
        // by headingIds).
        parent!.children.splice(index!, 1)
        return [SKIP, index]
      case 'heading':
        idHeading(node, node.data!.hProperties!.id as string)
        return
      case 'link':
      case 'definition':
        node.url = twinLinkUrl(node, context)
        return
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
      case 'mdxjsEsm':
        throw notMarkdown(node)
    }
  })
}
/** `## Text {#id}`, the heading-id syntax of Docusaurus, Pandoc and markdown-it-attrs. */
function idHeading(node: Heading, id: string) {
  // An explicit id's comment goes, with the space before it.
  node.children = node.children.filter(
    ({ type }) => type !== 'mdxTextExpression',
  )
  const last = node.children.at(-1)
  if (last?.type === 'text') last.value = last.value.trimEnd()
  node.children.push({ type: 'text', value: ` {#${id}}` })
}

/**
 * A block becomes one block per file the page shows, as the one reader of a
 * sample reads it (src/markdown/readSample.ts): titled with the file's name
 * when the block was split (`// file:`), otherwise with the block's title.
 * Other meta words (line highlights, no-transpile) are for the HTML page only.
 */
function twinCode(node: Code, where: (node: Code) => string): Code[] {
  let sample: CodeSample
  try {
    sample = readSample(node, { typeHovers: false })
  } catch (error) {
    throw new TwinError(`${where(node)}: ${(error as Error).message}`)
  }
  const { split, visibleFiles, meta } = sample
  return visibleFiles.map((file) => {
    const name = split ? file.name : meta.title
    return {
      type: 'code',
      lang: node.lang ?? null,
      meta: name ? `title="${name}"` : null,
      value: file.code,
    }
  })
}

function admonition(
  node: ContainerDirective,
  where: (node: ContainerDirective) => string,
): RootContent {
  const keyword = ADMONITION_LABELS[node.name]
  if (!keyword)
    throw new TwinError(
      `${where(node)}: :::${node.name} is not an admonition Docusaurus knows`,
    )
  const children = [...node.children] as BlockContent[]
  const labelled = children[0]?.data && 'directiveLabel' in children[0].data
  const custom = labelled ? (children.shift() as Paragraph).children : []
  const label: Paragraph['children'] = [
    {
      type: 'strong',
      children: [
        { type: 'text', value: `${keyword}${custom.length ? ': ' : ':'}` },
        ...custom,
      ],
    },
  ]
  const first = children[0]
  if (first?.type === 'paragraph')
    first.children.unshift(...label, { type: 'text', value: ' ' })
  else children.unshift({ type: 'paragraph', children: label })
  return { type: 'blockquote', children }
}

/**
 * Links to doc pages (`./x.mdx`, `/api/x`) become the absolute URLs of their
 * twins, and links to the page's own sections absolute too, so that a twin
 * read on its own (or inside llms-full.txt) still leads somewhere; other
 * site paths become absolute page URLs; external links stay as written.
 */
function twinLinkUrl(node: Link | Definition, context: TwinContext): string {
  const { siteUrl, baseUrl, routeOfSource, source } = context
  const url = node.url
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url
  const [pathPart = '', hash] = url.split('#') as [string, string?]
  const anchor = hash ? `#${hash}` : ''
  if (pathPart === '')
    return `${twinUrl(siteUrl, routeOfSource.get(source)!)}${anchor}`
  if (/\.mdx?$/.test(pathPart)) {
    const target = path.resolve(path.dirname(source), pathPart)
    const route = routeOfSource.get(target)
    // A broken Markdown link only warns; the page links to a search instead.
    if (!route)
      return `${siteRootOf(siteUrl, baseUrl)}${searchForPageOf(url).slice(1)}`
    return `${twinUrl(siteUrl, route)}${anchor}`
  }
  const route = pathPart.startsWith('/')
    ? `${baseUrl}${pathPart.slice(1)}`
    : path.posix.resolve(
        path.posix.dirname(routeOfSource.get(source)!),
        pathPart,
      )
  const isDoc = [...routeOfSource.values()].includes(route.split('?')[0]!)
  return isDoc
    ? `${twinUrl(siteUrl, route)}${anchor}`
    : `${siteUrl}${route}${anchor}`
}
