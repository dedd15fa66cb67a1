import type { Code, Root, RootContent } from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import type { VFile } from 'vfile'
import { visit } from 'unist-util-visit'
import {
  TS_LANGS,
  jsFileName,
  type SampleFile,
} from '../../markdown/codeSample'
import {
  hoverFileOf,
  programFileName,
  readSample,
  SampleReadError,
  type CodeSample,
} from '../../markdown/readSample'
import { transpileToJs } from '../../markdown/transpile'
import { jsxAttribute as attribute } from '../../markdown/mdxNodes'
import type { HoverTag } from '../../markdown/hoverTypes'

/** Tabs with the same groupId switch together and remember the choice. */
export const LANGUAGE_GROUP = 'code-language'

interface Block {
  node: Code
  index: number
  parent: { children: RootContent[] }
}

const codeNode = (
  lang: string,
  value: string,
  title: string | undefined,
  rest: string,
  typeHover: HoverTag | undefined,
): Code => ({
  type: 'code',
  lang,
  meta: [title && `title="${title}"`, rest].filter(Boolean).join(' ') || null,
  value,
  ...(typeHover && { data: { typeHover } }),
})

const tabItem = (
  value: string,
  label: string,
  children: Code[],
  isDefault: boolean,
): MdxJsxFlowElement => ({
  type: 'mdxJsxFlowElement',
  name: 'TabItem',
  attributes: [
    attribute('value', value),
    attribute('label', label),
    ...(isDefault ? [attribute('default', null)] : []),
  ],
  children,
})

export interface TsJsTabsOptions {
  /**
   * TYPE_HOVERS (src/site/siteEnv.ts), and only where the type hovers' remark
   * plugin runs after this one: tag each block with its hover block and key.
   * Off (the default, as on the pages, which have no hovers), no key is
   * computed.
   */
  typeHovers: boolean
}

/** What one ts/tsx block becomes. Errors name the Markdown file and line. */
async function render(
  { node }: Block,
  file: VFile,
  { typeHovers }: TsJsTabsOptions,
): Promise<RootContent[]> {
  let sample: CodeSample
  try {
    // Tagged with the block for src/features/type-hovers when they are on,
    // unless its code is an example app's file, which the code-sample check
    // does not compile.
    sample = readSample(node, { typeHovers })
  } catch (error) {
    if (!(error instanceof SampleReadError)) throw error
    throw new Error(`${file.path}:${error.line}: ${error.message}`)
  }
  const { language: lang, meta, split, visibleFiles: visible } = sample
  const where = (line: number) =>
    `${file.path}:${(node.position?.start.line ?? 0) + 1 + line}`
  // A block split with `// file:` lines titles every file; highlight ranges
  // and other meta only make sense for an unsplit block.
  const rest = split ? '' : meta.rest
  const titleOf = (file: SampleFile) => (split ? file.name : meta.title)
  const tag = (file: SampleFile, tab: HoverTag['tab']) =>
    sample.hovers && {
      block: sample.hovers,
      file: programFileName(sample, file),
      tab,
    }
  const tsNodes = visible.map((shown) =>
    codeNode(lang, shown.code, titleOf(shown), rest, tag(shown, 'ts')),
  )
  if (!sample.javaScriptTab) return tsNodes
  const jsLang = lang === 'tsx' ? 'jsx' : 'js'
  const jsNodes = await Promise.all(
    visible.map(async (shown) => {
      try {
        const title = titleOf(shown)
        const js = await transpileToJs(shown.code, lang as 'ts' | 'tsx')
        const hoverFile = hoverFileOf(sample, shown)
        if (hoverFile) hoverFile.js = js
        return codeNode(
          jsLang,
          js,
          title && jsFileName(title),
          rest,
          tag(shown, 'js'),
        )
      } catch (error) {
        throw new Error(
          `${where(shown.firstLine + ((error as { line?: number }).line ?? 0))}: ${(error as Error).message}`,
        )
      }
    }),
  )
  return [
    {
      type: 'mdxJsxFlowElement',
      name: 'Tabs',
      // lazy: only the chosen language is rendered, so the page's HTML and DOM
      // carry each sample once (the other is rendered when picked).
      attributes: [
        attribute('groupId', LANGUAGE_GROUP),
        attribute('className', 'code-language-tabs'),
        attribute('lazy', null),
      ],
      children: [
        tabItem('ts', 'TypeScript', tsNodes, true),
        tabItem('js', 'JavaScript', jsNodes, false),
      ],
    },
  ]
}

/**
 * Renders every `ts`/`tsx` block as TypeScript and JavaScript tabs, the
 * JavaScript generated from the TypeScript at build time. `// file:` lines
 * split a block into titled files; `hidden` files are compiled by the code
 * check but not shown. `no-transpile` and `expect-error` blocks stay
 * TypeScript only.
 */
export default function tsJsTabs(
  options: TsJsTabsOptions = { typeHovers: false },
) {
  return async (tree: Root, file: VFile) => {
    const blocks: Block[] = []
    visit(tree, 'code', (node, index, parent) => {
      if (
        node.lang &&
        TS_LANGS.has(node.lang) &&
        parent &&
        index !== undefined
      ) {
        blocks.push({ node, index, parent: parent as Block['parent'] })
      }
    })
    const replacements = await Promise.all(
      blocks.map((block) => render(block, file, options)),
    )
    // Back to front, so that earlier indexes stay valid while splicing.
    for (let i = blocks.length - 1; i >= 0; i--) {
      const { parent, index } = blocks[i]!
      parent.children.splice(index, 1, ...replacements[i]!)
    }
  }
}

/**
 * The tabs with type hovers on, for docusaurus.config.ts. A function of its
 * own rather than options in the config: the site's config is serialized
 * into the browser bundle, where a plugin is `null` but its options are not.
 */
export const tsJsTabsWithTypeHovers = () => tsJsTabs({ typeHovers: true })
