import type { Root } from 'mdast'
import type { MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { VFile } from 'vfile'
import { readApiHomes } from '../../markdown/apiHomes'
import { routeOfDoc } from '../../markdown/docRoutes'
import { jsxAttribute as attribute } from '../../markdown/mdxNodes'
import { BADGE_CLASS } from './className'
import {
  badgeLabel,
  badgeText,
  pageBadges,
  placeBadge,
  type Badge,
} from './badges'

/**
 * `<span class="api-badge api-badge--added" role="img" aria-label="Added in
 * 2.6.0" title="Added in 2.6.0">2.6+</span>`: plain HTML in the page's
 * server-rendered markup, no component, no script. An image role gives the
 * badge its full name for screen readers (a plain span's label is not
 * announced) in place of the short text.
 */
function badgeElement(badge: Badge): MdxJsxTextElement {
  const label = badgeLabel(badge)
  return {
    type: 'mdxJsxTextElement',
    name: 'span',
    attributes: [
      attribute('className', `${BADGE_CLASS} ${BADGE_CLASS}--${badge.kind}`),
      attribute('role', 'img'),
      attribute('aria-label', label),
      attribute('title', label),
    ],
    children: [{ type: 'text', value: badgeText(badge) }],
  }
}

/**
 * Remark plugin: the "since" and "Deprecated" badges of ./badges.ts on the
 * page's headings and table rows. Runs after Docusaurus's own plugins, which
 * give headings their ids and build the table of contents from their text,
 * so a badge changes neither.
 */
export default function apiBadges() {
  const homes = readApiHomes()
  return (tree: Root, file: VFile) => {
    const { headings, cells } = pageBadges(
      tree,
      file.path,
      routeOfDoc(file.path),
      homes,
    )
    for (const [parent, badges] of [...headings, ...cells])
      for (const badge of badges) placeBadge(parent, badge, badgeElement(badge))
  }
}
