import type { Root, RootContent } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkStringify from 'remark-stringify'
import { unified } from 'unified'
import { VFile } from 'vfile'
import { DOCUSAURUS_TWIN, pageTransforms } from '../pageTransforms'
import { ownSourceTree } from '../../markdown/sourceTrees'
import { finishTwin, type TwinContext } from './twinForms'

/** Prints Markdown as the twins are written (GFM, `-` bullets, `_` emphasis, fenced code). */
export const printer = unified().use(remarkGfm).use(remarkStringify, {
  bullet: '-',
  emphasis: '_',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
})

const transforms = pageTransforms()

/**
 * A doc page as a Markdown tree: its title as `# h1`, the description, then
 * its content as the page transforms of src/features/pageTransforms.ts leave it, each
 * in its twin form, in their order, with Docusaurus's own plugins in theirs
 * between the stages: headings carrying their ids (`## Text {#id}`), the
 * "since" and "Deprecated" badges as words (`(added in 2.7.0)`), admonitions
 * as labelled blockquotes, TypeScript samples split into their visible files
 * exactly as the code-sample check compiles them, and links to other pages
 * pointing at those pages' twins. Anything MDX-only fails, naming the line:
 * a twin carries no JSX and no import/export.
 */
export async function pageTwinTree(
  markdown: string,
  { title, description }: { title: string; description?: string },
  context: TwinContext,
): Promise<Root> {
  const file = new VFile({ value: markdown, path: context.source })
  const tree = ownSourceTree(context.source, markdown)
  for (const stage of ['before', 'after'] as const) {
    for (const transform of transforms) {
      if (transform.stage !== stage || transform.twin === null) continue
      if (transform.twin) await transform.twin(tree, context, file)
      else await unified().use([transform.html]).run(tree, file)
    }
    if (stage === 'before') await DOCUSAURUS_TWIN(tree, context, file)
  }
  finishTwin(tree, context)

  const head: RootContent[] = [
    { type: 'heading', depth: 1, children: [{ type: 'text', value: title }] },
  ]
  if (description)
    head.push({
      type: 'blockquote',
      children: [
        { type: 'paragraph', children: [{ type: 'text', value: description }] },
      ],
    })
  tree.children.unshift(...head)
  return tree
}

/** The twin of a page, printed (`pageTwinTree`). */
export const pageMarkdown = async (
  ...args: Parameters<typeof pageTwinTree>
): Promise<string> => printer.stringify(await pageTwinTree(...args))
