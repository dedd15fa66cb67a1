/**
 * The one reader of a code block of the docs. The code-sample check
 * (scripts/code-check), the TypeScript/JavaScript tabs (../features/code-tabs/tsJsTabs.ts) and
 * the type hovers' reading of the docs (src/features/type-hovers/docsBlocks.ts)
 * all call it, so that they agree on a block's files, on which of them the
 * reader sees, on which get a JavaScript tab and on the block's hover key:
 * a key spelled differently by two of them would make the page miss the
 * hovers the check cached, silently.
 */
import type { Code } from 'mdast'
import {
  TS_LANGS,
  parseMeta,
  splitFiles,
  SampleSyntaxError,
  type SampleFile,
  type SampleMeta,
} from './codeSample'
import { ExampleFileError, includeTarget, readExampleFile } from './exampleFile'
import { hoverBlock } from './hoverKey'
import type { HoverBlock, HoverFile } from './hoverTypes'

export interface ReadOptions {
  /**
   * TYPE_HOVERS (src/site/siteEnv.ts): only then is a TypeScript block's hover
   * block made, whose key hashes its files and the packages' versions.
   */
  typeHovers: boolean
  /** Where `examples/` is: the repository, or a test's fixtures. */
  examplesRoot?: string
}

/** A file of an example app that a block shows (`include=`). */
export interface IncludedFile {
  /** As the meta says: `examples/<app>/<file>` or `…#<region>`. */
  target: string
  /** `examples/<app>/<file>`. */
  file: string
  region?: string
}

export interface CodeSample {
  /** The fence's language, `''` without one. */
  language: string
  meta: SampleMeta
  /** Shows an example app's file, compiled with its app, not by the check. */
  included?: IncludedFile
  /** Split into files by `// file:` lines, each of which titles its file. */
  split: boolean
  /**
   * Its files, named as the reader saves them: by their `// file:` lines,
   * an unsplit block by its title (`example.<language>` without one), an
   * example app's file by its title too, which is its path in the app unless
   * the block gives one. Only TypeScript is split.
   */
  files: SampleFile[]
  /** The files the page shows (not `hidden`), in order. */
  visibleFiles: SampleFile[]
  /** TypeScript with neither `no-transpile` nor `expect-error`: each visible file gets its JavaScript tab. */
  javaScriptTab: boolean
  /**
   * The block as the check's program holds it and the type hovers cache it
   * (`key`), its files in the order of `files`; only for TypeScript the
   * check compiles (not an example app's file), and only with type hovers on.
   */
  hovers?: HoverBlock
}

/**
 * A block that cannot be read: its `// file:` lines do not split it, or it
 * includes an example app's file that does not exist.
 */
export class SampleReadError extends Error {
  constructor(
    message: string,
    /** 1-based line in the page. */
    readonly line: number,
  ) {
    super(message)
  }
}

/**
 * Reads a code block of a page. The node may come from the page's source
 * (an `include=` block is empty: the app's file is read here) or from a tree
 * that src/markdown/includeExampleFiles.ts has filled (`data.includedFrom`).
 */
export function readSample(
  node: Code,
  { typeHovers, examplesRoot }: ReadOptions,
): CodeSample {
  const language = node.lang ?? ''
  const fence = node.position?.start.line ?? 0
  const meta = parseMeta(node.meta)
  const isTypeScript = TS_LANGS.has(language)
  const javaScriptTab = isTypeScript && !meta.noTranspile && !meta.expectError
  const target = node.data?.includedFrom ?? includeTarget(node.meta).target
  if (target) {
    const [file = '', region] = target.split('#')
    let code = node.value
    let name = meta.title
    if (!node.data?.includedFrom) {
      try {
        const shown = readExampleFile(target, examplesRoot)
        code = shown.code
        name ??= shown.title
      } catch (error) {
        if (error instanceof ExampleFileError)
          throw new SampleReadError(error.message, fence)
        throw error
      }
    }
    const files = [
      {
        name: name ?? `example.${language}`,
        code,
        hidden: false,
        firstLine: 0,
      },
    ]
    return {
      language,
      meta,
      included: { target, file, region },
      split: false,
      files,
      visibleFiles: files,
      javaScriptTab,
    }
  }
  let files: SampleFile[]
  try {
    files = isTypeScript
      ? splitFiles(node.value, language, meta.title)
      : [
          {
            name: meta.title ?? `example.${language}`,
            code: node.value,
            hidden: false,
            firstLine: 0,
          },
        ]
  } catch (error) {
    if (error instanceof SampleSyntaxError)
      throw new SampleReadError(error.message, fence + 1 + error.line)
    throw error
  }
  const split = files[0]!.firstLine > 0
  const visibleFiles = files.filter((file) => !file.hidden)
  // Every file hidden: the page would show an empty block.
  if (visibleFiles.length === 0)
    throw new SampleReadError(
      'every file of the block is hidden, so the page shows nothing: show one, or move the hidden ones into a block that shows code',
      fence,
    )
  return {
    language,
    meta,
    split,
    files,
    visibleFiles,
    javaScriptTab,
    hovers:
      isTypeScript && typeHovers
        ? hoverBlock(
            files.map((file) => ({
              ...file,
              name: programFileName({ language, split }, file),
            })),
            language as 'ts' | 'tsx',
          )
        : undefined,
  }
}

/**
 * A TypeScript file's name in the check's program, and so in its hovers and
 * their key: an unsplit block's one file is `example.<language>` whatever
 * its title, so that a title (the reader's) changes neither the key nor a
 * hover text that names the file.
 */
export const programFileName = (
  { language, split }: Pick<CodeSample, 'language' | 'split'>,
  file: SampleFile,
): string => (split ? file.name : `example.${language}`)

/** The hovers' copy of one of a sample's files (same position in its block). */
export const hoverFileOf = (
  sample: CodeSample,
  file: SampleFile,
): HoverFile | undefined => sample.hovers?.files[sample.files.indexOf(file)]
