import type { Code, Root, RootContent } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import type { VFile } from 'vfile'
import { visit } from 'unist-util-visit'
import {
  TS_LANGS,
  jsFileName,
  parseMeta,
  splitFiles,
  type SampleFile,
} from './codeSample'
import { transpileToJs } from './transpile'
import { hoverBlock } from '../plugins/type-hovers/key'
import type { HoverBlock, HoverTag } from '../plugins/type-hovers/types'

/** Tabs with the same groupId switch together and remember the choice. */
export const LANGUAGE_GROUP = 'code-language'

interface Block {
  node: Code
  index: number
  parent: { children: RootContent[] }
}

const attribute = (name: string, value: string | null): MdxJsxAttribute => ({
  type: 'mdxJsxAttribute',
  name,
  value,
})

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

/** What one ts/tsx block becomes. Errors name the Markdown file and line. */
async function render({ node }: Block, file: VFile): Promise<RootContent[]> {
  const lang = node.lang!
  const meta = parseMeta(node.meta)
  const where = (line: number) =>
    `${file.path}:${(node.position?.start.line ?? 0) + 1 + line}`
  let files: SampleFile[]
  try {
    files = splitFiles(node.value, lang, meta.title)
  } catch (error) {
    throw new Error(
      `${where((error as { line: number }).line)}: ${(error as Error).message}`,
    )
  }
  // A block split with `// file:` lines titles every file; highlight ranges
  // and other meta only make sense for an unsplit block.
  const split = files[0]!.firstLine > 0
  const rest = split ? '' : meta.rest
  const titleOf = (sample: SampleFile) => (split ? sample.name : meta.title)
  const visible = files.filter((sample) => !sample.hidden)
  // Tagged with the block for src/plugins/type-hovers, unless its code is an
  // example app's file, which the code-sample check does not compile.
  // Its files are named as the check names them: an unsplit block's one
  // file after its language, not its title.
  const block: HoverBlock | undefined = node.data?.includedFrom
    ? undefined
    : hoverBlock(
        split ? files : splitFiles(node.value, lang),
        lang as 'ts' | 'tsx',
      )
  const tag = (sample: SampleFile, tab: HoverTag['tab']) =>
    block && {
      block,
      file: split ? sample.name : block.files[0]!.name,
      tab,
    }
  const tsNodes = visible.map((sample) =>
    codeNode(lang, sample.code, titleOf(sample), rest, tag(sample, 'ts')),
  )
  if (meta.noTranspile || meta.expectError) {
    return tsNodes
  }
  const jsLang = lang === 'tsx' ? 'jsx' : 'js'
  const jsNodes = await Promise.all(
    visible.map(async (sample) => {
      try {
        const title = titleOf(sample)
        const js = await transpileToJs(sample.code, lang as 'ts' | 'tsx')
        const hoverFile = tag(sample, 'js')?.file
        const checked = block?.files.find(({ name }) => name === hoverFile)
        if (checked) checked.js = js
        return codeNode(
          jsLang,
          js,
          title && jsFileName(title),
          rest,
          tag(sample, 'js'),
        )
      } catch (error) {
        throw new Error(
          `${where(sample.firstLine + ((error as { line?: number }).line ?? 0))}: ${(error as Error).message}`,
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
export default function tsJsTabs() {
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
      blocks.map((block) => render(block, file)),
    )
    // Back to front, so that earlier indexes stay valid while splicing.
    for (let i = blocks.length - 1; i >= 0; i--) {
      const { parent, index } = blocks[i]!
      parent.children.splice(index, 1, ...replacements[i]!)
    }
  }
}
