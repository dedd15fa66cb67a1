/**
 * One name's hover: where it stands in the file's code (UTF-16 offsets, end
 * exclusive), its quick-info text and its JSDoc paragraph, as indexes into
 * the block's (or the page's) lists; -1: no JSDoc.
 */
export type Hover = [start: number, end: number, text: number, doc: number]

/** A file of a TypeScript code block, as the check and the page see it. */
export interface HoverFile {
  name: string
  code: string
  lang: 'ts' | 'tsx'
  hidden: boolean
  /** Its JavaScript tab, when it has one. */
  js?: string
}

/** A TypeScript code block: the unit that is computed and cached. */
export interface HoverBlock {
  /** ./hoverKey.ts: what the hovers depend on. */
  key: string
  files: HoverFile[]
}

/** What is cached per block: the hovers of each visible file. */
export interface BlockHovers {
  files: Record<string, { ts: Hover[]; js?: Hover[] }>
  /** Quick-info texts, highlighted as TypeScript (HTML). */
  texts: string[]
  /** JSDoc first paragraphs, plain text. */
  docs: string[]
}

/** Which file of which block a rendered code block shows, in which tab. */
export interface HoverTag {
  block: HoverBlock
  file: string
  tab: 'ts' | 'js'
}

declare module 'mdast' {
  interface CodeData {
    /** Set by src/markdown/includeExampleFiles.ts: the app file it shows. */
    includedFrom?: string
    /** Set by src/features/code-tabs/tsJsTabs.ts on the blocks it renders. */
    typeHover?: HoverTag
  }
}

declare module 'mdast-util-mdx-jsx' {
  interface MdxJsxFlowElementData {
    /** Kept by src/remark/highlightCode.ts from the code block it replaces. */
    typeHover?: HoverTag
  }
}
