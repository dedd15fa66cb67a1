import type { MdxFlowExpression } from 'mdast-util-mdx-expression'
import { visit } from 'unist-util-visit'
import { TS_LANGS } from '../../src/markdown/codeSample'
import { codeBlocks, readMdx } from '../../src/markdown/readMdx'
import {
  readSample,
  SampleReadError,
  type CodeSample,
} from '../../src/markdown/readSample'

/** One file of a TypeScript block, as the reader of the page meets it. */
export interface PageFile {
  /** The path the file has in the reader's project, e.g. `src/app/store.ts`. */
  path: string
  code: string
  hidden: boolean
  /**
   * 1-based line, in the Markdown file, of the file's first code line; of the
   * fence for a file included from an example app.
   */
  line: number
  /** Included from an example app (`include=`). */
  included?: boolean
}

/** A TypeScript block of a page, split into its files. */
export interface PageBlock {
  /** The Markdown file, as given. */
  page: string
  /** 1-based line of the opening fence. */
  line: number
  lang: 'ts' | 'tsx'
  expectError: boolean
  /** Marked `standalone`: its hidden files are its own example's. */
  standalone: boolean
  /** Why, as the mark says (`standalone="…"`); the check requires one. */
  standaloneReason?: string
  /**
   * An `include=` block: its one file is an example app's (its path inside
   * the app), or a `region` of one.
   */
  included?: { file: string; region?: string }
  files: PageFile[]
}

/**
 * The TypeScript blocks of a page in page order, each block's files named as
 * the reader would save them: a block split by `// file:` lines by those
 * names, an unsplit block by its title (`example.ts` without one), a block
 * that includes an example app's file by its path in the app. Blocks the
 * sample check reports as broken (a bad split, a missing include) are left
 * out here.
 */
export function pageBlocks(
  page: string,
  /** Where `examples/` is: the repository, or a test's fixtures. */
  examplesRoot?: string,
): PageBlock[] {
  const blocks: PageBlock[] = []
  for (const node of codeBlocks(readMdx(page))) {
    if (!TS_LANGS.has(node.lang ?? '')) continue
    const line = node.position?.start.line ?? 0
    let sample: CodeSample
    try {
      sample = readSample(node, { typeHovers: false, examplesRoot })
    } catch (error) {
      if (error instanceof SampleReadError) continue
      throw error
    }
    const { meta, included } = sample
    blocks.push({
      page,
      line,
      lang: sample.language as 'ts' | 'tsx',
      expectError: meta.expectError,
      standalone: meta.standalone,
      standaloneReason: meta.standaloneReason,
      ...(included && {
        included: { file: included.file, region: included.region },
      }),
      files: sample.files.map((file) => ({
        path: file.name,
        code: file.code,
        hidden: file.hidden,
        ...(included
          ? { line, included: true }
          : { line: line + 1 + file.firstLine }),
      })),
    })
  }
  return blocks
}

/**
 * What a walkthrough's prose tells the reader to do with files, as an MDX
 * comment the check reads (scripts/code-check/walkthroughs.ts):
 * `{/* walkthrough: removes src/a.ts src/b.ts *\/}`: the reader deletes them
 * here; `{/* walkthrough: unfinished *\/}`: the section ends with the project
 * not compiling yet, as its prose says, and the next section finishes it.
 */
export interface WalkthroughMarker {
  line: number
  removes: string[]
  unfinished: boolean
}

const MARKER = /^\/\*\s*walkthrough:\s*([\s\S]*?)\s*\*\/$/

export function walkthroughMarkers(page: string): WalkthroughMarker[] {
  const markers: WalkthroughMarker[] = []
  visit(readMdx(page), 'mdxFlowExpression', (node: MdxFlowExpression) => {
    const match = MARKER.exec(node.value.trim())
    if (!match) return
    const line = node.position?.start.line ?? 0
    const [verb = '', ...paths] = match[1]!.split(/\s+/)
    if (verb === 'removes' && paths.length)
      markers.push({ line, removes: paths, unfinished: false })
    else if (verb === 'unfinished' && !paths.length)
      markers.push({ line, removes: [], unfinished: true })
    else
      throw new Error(
        `${page}:${line}: unknown walkthrough marker "${match[1]}" (expected "removes <path> …" or "unfinished")`,
      )
  })
  return markers
}
