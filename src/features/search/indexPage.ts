import { load, type AnyNode, type Cheerio } from 'cheerio'
import { notWordsClasses } from '../pageTransforms'
import { SEARCH_CATEGORY, SEARCH_CONTENT, SEARCH_MOVED } from './contentMarker'
import type { SearchDocument } from './engine'

const HEADINGS = new Set(['h2', 'h3', 'h4'])
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'code',
  'em',
  'i',
  'kbd',
  'mark',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
])
/**
 * Left out: code, whose words repeat the prose around it and would triple the
 * index; the page header, whose title every section carries already; scripts
 * and styles; what page transforms add that is not the page's words (the
 * "since" badges of headings and rows: src/features/pageTransforms.ts `notWords`).
 * Checked by name, not by CSS selector: compiling a selector for every
 * element took about a fifth of the indexing time.
 */
const SKIPPED_TAGS = new Set(['pre', 'script', 'style', 'header'])
const NOT_WORDS = notWordsClasses()
const SKIPPED_CLASSES = ['theme-code-block', 'code-language-tabs', ...NOT_WORDS]
const EXCERPT_LENGTH = 180

const clean = (text: string) =>
  text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim()

function excerptOf(text: string): string {
  if (text.length <= EXCERPT_LENGTH) return text
  const cut = text.slice(0, EXCERPT_LENGTH)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_LENGTH / 2))}…`
}

/**
 * Splits one built doc page into search documents: its introduction (with
 * the page's description) and one per h2–h4 section, each linked to the
 * heading's anchor. Reads only the content the page marks for search
 * (./contentMarker.ts); returns nothing for pages without it, which are not
 * docs, and for pages marked as moved, which only point to other pages.
 */
export function documentsOfPage(
  html: string,
  path: string,
  firstId: number,
): SearchDocument[] {
  // parse5 (cheerio's default), not the faster htmlparser2: minified pages
  // leave out optional end tags (`</th>`, `</thead>`), and only a parser that
  // follows the HTML standard closes them where browsers do.
  const $ = load(html)
  const content = $(`[${SEARCH_CONTENT}]`).first()
  if (content.length === 0 || content.attr(SEARCH_MOVED) !== undefined)
    return []
  const page =
    clean(content.find('h1').first().text()) || clean($('title').text())
  const description = $('meta[name="description"]').attr('content') ?? ''
  const category = clean(content.attr(SEARCH_CATEGORY) ?? '')

  const sections: { heading: string; url: string; parts: string[] }[] = [
    { heading: page, url: path, parts: [description] },
  ]
  const walk = (nodes: Cheerio<AnyNode>) => {
    nodes.each((_index, node) => {
      if (node.type !== 'tag') {
        if (node.type === 'text') sections.at(-1)!.parts.push(node.data)
        return
      }
      const classes = node.attribs.class?.split(' ') ?? []
      if (
        SKIPPED_TAGS.has(node.name) ||
        SKIPPED_CLASSES.some((name) => classes.includes(name))
      )
        return
      const element = $(node)
      const id = element.attr('id')
      if (HEADINGS.has(node.name) && id) {
        sections.push({
          heading: clean(
            element
              .contents()
              .filter(
                (_i, child) =>
                  !NOT_WORDS.some((name) => $(child).hasClass(name)),
              )
              .text(),
          ),
          url: `${path}#${id}`,
          parts: [],
        })
        return
      }
      walk(element.contents())
      // The end of a paragraph, cell or list item separates words.
      if (!INLINE.has(node.name)) sections.at(-1)!.parts.push(' ')
    })
  }
  walk(content.contents())

  return sections.map((section, offset) => {
    const text = clean(section.parts.join(''))
    return {
      id: firstId + offset,
      url: section.url,
      page,
      heading: section.heading,
      category,
      text,
      excerpt: excerptOf(
        offset === 0
          ? clean(section.parts.slice(1).join('')) || description
          : text,
      ),
    }
  })
}
