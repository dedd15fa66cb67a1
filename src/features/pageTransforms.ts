import type { Root } from 'mdast'
import type { Pluggable } from 'unified'
import type { VFile } from 'vfile'
import apiBadges from './api-badges/remark'
import { BADGE_CLASS } from './api-badges/className'
import releaseAdditions from './api-badges/releaseAdditions'
import {
  badgeWordsTwin,
  codeTwin,
  componentsTwin,
  docusaurusTwin,
  type TwinContext,
} from './markdown-twins/twinForms'
import anchorAliases from './anchor-aliases/remark'
import checkedVersions from './checked-versions/remark'
import highlightCode from '../remark/highlightCode'
import includeExampleFiles from '../markdown/includeExampleFiles'
import pageComponents from './page-components/pageComponents'
import tsJsTabs, { tsJsTabsWithTypeHovers } from './code-tabs/tsJsTabs'
import type typeHoversRemark from './type-hovers/remark'
import type { TypeHoversOptions } from './type-hovers/remark'

/** A remark plugin as Docusaurus's `remarkPlugins` take it: alone or with its options. */
export type RemarkPlugin = Pluggable

/** A transform's form in the page's Markdown twin (src/features/markdown-twins). */
export type TwinForm = (
  tree: Root,
  context: TwinContext,
  file: VFile,
) => void | Promise<void>

/**
 * One transform a doc page goes through on its way to HTML and to its
 * Markdown twin.
 */
export interface PageTransform {
  /** What README.md's "From MDX to a page" calls it. */
  name: string
  /**
   * When it runs: `before` Docusaurus's own remark plugins (front matter,
   * heading ids, admonitions, links, table of contents), so that what it
   * adds gets their treatment, or `after` them.
   */
  stage: 'before' | 'after'
  /** The remark plugin, for the HTML page. */
  html: RemarkPlugin
  /**
   * Its form in the twin, where that differs from the HTML form: `null` for
   * a transform that only concerns the HTML (highlighting, hovers). Without
   * one, the twin runs the HTML form.
   */
  twin?: TwinForm | null
  /**
   * Classes of the elements it adds to the HTML that are not the page's own
   * words (a "2.6+" badge in a heading): the search index leaves them out.
   */
  notWords?: readonly string[]
  /** It adds headings (with their ids, as it runs before Docusaurus's): the section-id checks apply it to a page's source. */
  addsHeadings?: boolean
  /** The home page's Markdown partial (src/pages/_homeExample.mdx) goes through it too. */
  homePage?: boolean
}

/**
 * Every transform a doc page goes through, in the order it runs. Docusaurus
 * runs its own plugins between the `before` and the `after` stage; the
 * twin gives them their Markdown form there (`DOCUSAURUS_TWIN`).
 * `typeHovers` is the hovers' remark plugin with its options, absent when
 * hovers are off (`TYPE_HOVERS=off`).
 */
export function pageTransforms({
  typeHovers,
}: {
  typeHovers?: readonly [typeof typeHoversRemark, TypeHoversOptions]
} = {}): PageTransform[] {
  return [
    {
      name: 'releaseAdditions',
      stage: 'before',
      html: releaseAdditions,
      addsHeadings: true,
    },
    { name: 'checkedVersions', stage: 'before', html: checkedVersions },
    {
      name: 'apiBadges',
      stage: 'after',
      // First of its stage: it finds tables by their lines in the page's source.
      html: apiBadges,
      twin: badgeWordsTwin,
      notWords: [BADGE_CLASS],
    },
    { name: 'includeExampleFiles', stage: 'after', html: includeExampleFiles },
    {
      name: 'tsJsTabs',
      stage: 'after',
      // With hovers, it also gives each block its hover key.
      html: typeHovers ? tsJsTabsWithTypeHovers : tsJsTabs,
      twin: codeTwin,
      homePage: true,
    },
    {
      name: 'highlightCode',
      stage: 'after',
      html: highlightCode,
      twin: null,
      homePage: true,
    },
    ...(typeHovers
      ? [
          {
            name: 'typeHovers',
            stage: 'after',
            html: [typeHovers[0], typeHovers[1]],
            twin: null,
          } satisfies PageTransform,
        ]
      : []),
    { name: 'anchorAliases', stage: 'after', html: anchorAliases, twin: null },
    {
      name: 'pageComponents',
      stage: 'after',
      html: pageComponents,
      twin: componentsTwin,
      homePage: true,
    },
  ]
}

/**
 * Docusaurus's own plugins, as the twin has them at the stage boundary:
 * headings get their ids, admonitions become labelled blockquotes, links to
 * pages lead to their twins.
 */
export const DOCUSAURUS_TWIN: TwinForm = docusaurusTwin

/** The HTML forms of a stage's transforms, for Docusaurus's `beforeDefaultRemarkPlugins` and `remarkPlugins`. */
export const remarkPluginsOf = (
  transforms: readonly PageTransform[],
  stage: PageTransform['stage'],
): RemarkPlugin[] =>
  transforms.filter((t) => t.stage === stage).map(({ html }) => html)

/** Classes of what the transforms add that is not the page's words (search leaves them out). */
export const notWordsClasses = (): string[] =>
  pageTransforms().flatMap(({ notWords = [] }) => notWords)
