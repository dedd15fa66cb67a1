import type { Heading } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import { exampleFileWithRegions } from '../../src/markdown/exampleFile'
import { readMdx } from '../../src/markdown/readMdx'
import { createSampleProgram } from '../../src/markdown/sampleProgram'
import type { Problem } from './check'
import {
  pageBlocks,
  walkthroughMarkers,
  type PageBlock,
  type PageFile,
  type WalkthroughMarker,
} from './pageFiles'
import { WALKTHROUGHS, type Walkthrough } from './walkthroughList'

/**
 * A hidden file stands for code the page shows elsewhere or that the reader
 * writes; it must never make a sample compile that the page's own code would
 * break. Two checks hold the pages to that, both compiled in one TypeScript
 * program with the samples' compiler options (src/markdown/sampleProgram.ts):
 *
 * - **Walkthroughs** (walkthroughList.ts): the visible files of the
 *   walkthrough's blocks, in page order, each replacing an earlier file of the
 *   same path, are compiled as the reader has them after each block. A hidden
 *   file joins only where the page has not shown that path yet: it stands for
 *   what the reader writes. Blocks marked `expect-error` are mistakes shown on
 *   purpose and join nothing; an included region is part of a file, not one.
 * - **Every other block** with a hidden file whose path a visible file of the
 *   same page has is compiled once more with the page's file in place of the
 *   hidden one (the nearest above the block, else the first below), unless
 *   the block is marked `standalone`: its own files must still compile. Only
 *   their diagnostics count, since the page's file is checked where it is
 *   shown.
 *
 * A `standalone` mark must say why the block is an example of its own
 * (`standalone="own store: …"`), so that each one is a decision a reviewer
 * can check against the prose, not a way to silence the check.
 */
export function checkWalkthroughs(
  pages: string[],
  walkthroughs: Walkthrough[] = WALKTHROUGHS,
  /** Where `examples/` is: the repository, or a test's fixtures. */
  examplesRoot?: string,
): Problem[] {
  const units: Unit[] = []
  const unreasoned: Problem[] = []
  for (const page of pages) {
    const blocks = pageBlocks(page, examplesRoot)
    for (const block of blocks)
      if (block.standalone && !block.standaloneReason)
        unreasoned.push({
          file: page,
          line: block.line,
          message:
            'a standalone block must say why it is an example of its own: standalone="<reason>" (manuals/code-samples.md#hidden-files-and-walkthroughs)',
        })
    const markers = walkthroughMarkers(page)
    const ranges = walkthroughs
      .filter((walkthrough) => walkthrough.page === page)
      .map((walkthrough) => ({
        walkthrough,
        ...walkthroughRange(page, walkthrough),
      }))
    const inWalkthrough = (block: PageBlock) =>
      ranges.some(({ from, to }) => block.line > from && block.line < to)
    for (const { walkthrough, from, to, steps } of ranges) {
      const inside = <T extends { line: number }>(items: T[]) =>
        items.filter(({ line }) => line > from && line < to)
      if (inside(blocks).length)
        units.push(
          ...walkthroughSteps(
            inside(blocks),
            inside(markers),
            steps,
            examplesRoot,
            Object.entries(walkthrough.setup ?? {}).map(([path, code]) => ({
              path,
              code,
              hidden: true,
              line: from,
            })),
          ),
        )
    }
    units.push(...hiddenFileVariants(blocks, (block) => !inWalkthrough(block)))
  }
  return [...unreasoned, ...compileUnits(units)].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line,
  )
}

/** Files compiled together, as one folder of the program. */
interface Unit {
  page: string
  files: PageFile[]
  /** Files whose diagnostics count (all when absent). */
  reported?: Set<PageFile>
  /** Said after each diagnostic: which project this was. */
  context: string
}

interface HeadingLine {
  depth: number
  text: string
  line: number
}

function headingLines(page: string): HeadingLine[] {
  const headings: HeadingLine[] = []
  visit(readMdx(page), 'heading', (node: Heading) => {
    headings.push({
      depth: node.depth,
      text: toString(node),
      line: node.position?.start.line ?? 0,
    })
  })
  return headings
}

/**
 * The lines of a walkthrough, [heading, next heading of its level or
 * higher), the whole page without a section; and the lines of the headings
 * inside it, where the reader has finished a step.
 */
function walkthroughRange(
  page: string,
  { section, until }: Walkthrough,
): { from: number; to: number; steps: number[] } {
  const headings = headingLines(page)
  const index =
    section === undefined
      ? -1
      : headings.findIndex(({ text }) => text === section)
  if (section !== undefined && index === -1)
    throw new Error(
      `scripts/code-check/walkthroughList.ts: ${page} has no heading "${section}"`,
    )
  const start = headings[index]
  const end =
    until === undefined
      ? start &&
        headings
          .slice(index + 1)
          .find((heading) => heading.depth <= start.depth)
      : headings.slice(index + 1).find(({ text }) => text === until)
  if (until !== undefined && !end)
    throw new Error(
      `scripts/code-check/walkthroughList.ts: ${page} has no heading "${until}" after "${section}"`,
    )
  const from = start?.line ?? 0
  const to = end?.line ?? Infinity
  return {
    from,
    to,
    steps: headings
      .map(({ line }) => line)
      .filter((line) => line > from && line < to),
  }
}

/**
 * The reader's project at the end of each step of a walkthrough: each
 * section, since a step may change several files before they fit together
 * again (a section marked `unfinished` leaves that to the next).
 */
function walkthroughSteps(
  blocks: PageBlock[],
  markers: WalkthroughMarker[],
  steps: number[],
  examplesRoot: string | undefined,
  setup: PageFile[],
): Unit[] {
  const project = new Map<string, PageFile>(
    setup.map((file) => [file.path, file]),
  )
  // An example app's file shown region by region: the reader has the app's
  // file without the regions still to come.
  const regionsShown = new Map<string, Set<string>>()
  const units: Unit[] = []
  const events: {
    line: number
    block?: PageBlock
    marker?: WalkthroughMarker
  }[] = [
    ...blocks.map((block) => ({ line: block.line, block })),
    ...markers.map((marker) => ({ line: marker.line, marker })),
  ].sort((a, b) => a.line - b.line)
  // A step that changed nothing is not compiled again
  let changed = true
  for (const [index, { block, marker, line }] of events.entries()) {
    for (const path of marker?.removes ?? [])
      if (project.delete(path)) changed = true
    // A mistake shown on purpose, or an example of its own, joins nothing
    const joins = block && !block.expectError && !block.standalone
    const included = block?.included
    for (const file of joins ? block.files : []) {
      if (included?.region !== undefined) {
        const shown = regionsShown.get(file.path) ?? new Set()
        regionsShown.set(file.path, shown.add(included.region))
        project.set(file.path, {
          ...file,
          code: exampleFileWithRegions(included.file, shown, examplesRoot),
        })
      } else if (!file.hidden || project.get(file.path)?.hidden !== false)
        project.set(file.path, file)
      changed = true
    }
    const next = events[index + 1]?.line ?? Infinity
    const stepEnd = steps.find((step) => step > line && step <= next)
    if (stepEnd === undefined && index < events.length - 1) continue
    const end = stepEnd ?? Infinity
    const unfinished = markers.some(
      (m) =>
        m.unfinished &&
        m.line <= line &&
        !steps.some((step) => step > m.line && step <= line),
    )
    if ((unfinished && end !== Infinity) || !changed) continue
    changed = false
    units.push({
      page: blocks[0]!.page,
      files: [...project.values()],
      context:
        end === Infinity
          ? 'in the walkthrough as the reader has it at its end'
          : `in the walkthrough as the reader has it before line ${end}`,
    })
  }
  return units
}

/** Each block whose hidden files the page also shows, with the page's files in their place. */
function hiddenFileVariants(
  blocks: PageBlock[],
  checked: (block: PageBlock) => boolean,
): Unit[] {
  const variants: Unit[] = []
  for (const [index, block] of blocks.entries()) {
    if (!checked(block) || block.standalone || block.expectError) continue
    const shown = (path: string) => {
      const visible = (other: PageBlock) =>
        other.files.find((file) => file.path === path && !file.hidden)
      const above = blocks.slice(0, index).reverse().find(visible)
      const below = blocks.slice(index + 1).find(visible)
      const from = above ?? below
      return from && visible(from)
    }
    const replaced: string[] = []
    const files = block.files.map((file) => {
      const visible = file.hidden ? shown(file.path) : undefined
      if (!visible || visible.code.trim() === file.code.trim()) return file
      replaced.push(`${file.path} as line ${visible.line} shows it`)
      return visible
    })
    if (replaced.length === 0) continue
    variants.push({
      page: block.page,
      files,
      reported: new Set(block.files.filter((file) => files.includes(file))),
      context: `the block at line ${block.line} with ${replaced.join(', ')} instead of its hidden copy; or, if it is an example of its own, say so: standalone="<reason>"`,
    })
  }
  return variants
}

/** Compiles every unit in one program, each in its own folder; each problem once. */
function compileUnits(units: Unit[]): Problem[] {
  const sources: Record<string, string> = {}
  const origin = new Map<string, { unit: Unit; file: PageFile }>()
  for (const [index, unit] of units.entries()) {
    for (const file of unit.files) {
      const name = `walkthrough-${index}/${file.path}`
      sources[name] = file.code
      origin.set(name, { unit, file })
    }
  }
  if (units.length === 0) return []
  const problems = new Map<string, Problem>()
  for (const diagnostic of createSampleProgram(sources).diagnostics()) {
    const from = origin.get(diagnostic.file)
    if (!from) {
      const key = `(compiler) ${diagnostic.message}`
      problems.set(key, { file: '(compiler)', line: 0, message: key })
      continue
    }
    const { unit, file } = from
    if (unit.reported && !unit.reported.has(file)) continue
    // An example app's file is reported at its block's fence.
    const line = file.included ? file.line : file.line + diagnostic.line - 1
    const message = file.included
      ? `${file.path}:${diagnostic.line} ${diagnostic.message}`
      : diagnostic.message
    const key = `${unit.page}:${line} ${message}`
    if (!problems.has(key))
      problems.set(key, {
        file: unit.page,
        line,
        message: `${message} (${unit.context})`,
      })
  }
  return [...problems.values()]
}
