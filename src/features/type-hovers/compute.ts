/**
 * The TypeScript half of the type hovers: quick info for every name of every
 * visible file of the samples, asked of one program. Loaded only when a
 * sample misses the cache: ./cache.ts and the build's reading in ./remark.ts
 * import it on demand, the dev server's worker (./worker.mjs) when it starts,
 * and the code-sample check calls hoversIn on its own program.
 */
import ts from 'typescript'
import { blankSourceFile } from 'ts-blank-space'
import {
  createSampleProgram,
  type SampleProgram,
} from '../../markdown/sampleProgram'
import type { BlockHovers, Hover, HoverBlock } from '../../markdown/hoverTypes'
import { highlightToHtml } from '../../markdown/highlight'
import { virtualPath } from '../../markdown/hoverKey'
import { quickInfoText } from '../../markdown/sampleCompiler'
import { stringTable } from './stringTable'

const NO_DOC = -1

/**
 * Symbols whose quick info reads the same wherever their name stands: an
 * interface, a type parameter, an enum and its members. Their text is asked
 * once per file. Everything else can read differently at each place (a
 * variable narrowed, a generic call instantiated, an overload picked, a type
 * alias expanded), so it is asked at every name.
 */
const SAME_EVERYWHERE =
  ts.SymbolFlags.Interface |
  ts.SymbolFlags.TypeParameter |
  ts.SymbolFlags.Enum |
  ts.SymbolFlags.EnumMember

/** The identifiers of a source file, in source order. */
function identifiers(source: ts.SourceFile): ts.Node[] {
  const found: ts.Node[] = []
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      // `as const` parses as a type reference named `const`: a keyword.
      const parent = node.parent
      const asConst =
        ts.isTypeReferenceNode(parent) &&
        node.text === 'const' &&
        (ts.isAsExpression(parent.parent) ||
          ts.isTypeAssertionExpression(parent.parent))
      if (!asConst) found.push(node)
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/**
 * Where each runtime name of a TypeScript file stands in its JavaScript tab:
 * JavaScript position → TypeScript position. The tab is the TypeScript with
 * its types blanked out (positions kept) and then reformatted, which keeps
 * the names and their order: the names of both are aligned in sequence.
 */
export function jsPositions(
  code: string,
  lang: 'ts' | 'tsx',
  js: string,
): Map<number, number> {
  const jsx = lang === 'tsx'
  const parse = (text: string, kind: ts.ScriptKind) =>
    ts.createSourceFile('sample', text, ts.ScriptTarget.Latest, true, kind)
  const namesOf = (source: ts.SourceFile) =>
    identifiers(source).map((node) => ({
      text: node.getText(),
      start: node.getStart(),
    }))
  // The blanked TypeScript parses as JavaScript of the same flavour.
  const blanked = blankSourceFile(
    parse(code, jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS),
  )
  const from = namesOf(
    parse(blanked, jsx ? ts.ScriptKind.JSX : ts.ScriptKind.JS),
  )
  const to = namesOf(parse(js, jsx ? ts.ScriptKind.JSX : ts.ScriptKind.JS))
  // Longest common subsequence of the two name lists: where formatting
  // added or dropped a name (it should not), the rest still lines up.
  const lengths = Array.from(
    { length: from.length + 1 },
    () => new Uint16Array(to.length + 1),
  )
  for (let i = from.length - 1; i >= 0; i--)
    for (let j = to.length - 1; j >= 0; j--)
      lengths[i]![j] =
        from[i]!.text === to[j]!.text
          ? lengths[i + 1]![j + 1]! + 1
          : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!)
  const positions = new Map<number, number>()
  for (let i = 0, j = 0; i < from.length && j < to.length;) {
    if (from[i]!.text === to[j]!.text) {
      positions.set(to[j]!.start, from[i]!.start)
      i++
      j++
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++
    else j++
  }
  return positions
}

/**
 * Quick info for every name of every visible file of the given blocks, from
 * a program that holds all their files (the check's own, when it has one).
 */
export function hoversIn(
  program: SampleProgram,
  blocks: HoverBlock[],
): Map<string, BlockHovers> {
  const results = new Map<string, BlockHovers>()
  const tsProgram = program.service.getProgram()!
  const checker = tsProgram.getTypeChecker()
  for (const block of blocks) {
    const texts = stringTable()
    const docs = stringTable()
    const files: BlockHovers['files'] = {}
    for (const file of block.files) {
      if (file.hidden) continue
      const fileName = program.pathOf(virtualPath(block.key, file.name))
      const source = tsProgram.getSourceFile(fileName)!
      const tsHovers: Hover[] = []
      const known = new Map<ts.Symbol, [text: number, doc: number]>()
      for (const node of identifiers(source)) {
        const start = node.getStart(source)
        const symbol = checker.getSymbolAtLocation(node)
        const reusable =
          symbol && !(symbol.flags & ~SAME_EVERYWHERE) ? symbol : undefined
        let found = reusable && known.get(reusable)
        if (!found) {
          const info = program.service.getQuickInfoAtPosition(fileName, start)
          if (!info) continue
          const { text, doc } = quickInfoText(ts, info)
          if (!text) continue
          found = [texts.add(text), doc ? docs.add(doc) : NO_DOC]
          if (reusable) known.set(reusable, found)
        }
        tsHovers.push([start, node.end, ...found])
      }
      files[file.name] = { ts: tsHovers }
      if (file.js !== undefined) {
        const byStart = new Map(tsHovers.map((hover) => [hover[0], hover]))
        const jsHovers: Hover[] = []
        for (const [jsStart, tsStart] of jsPositions(
          file.code,
          file.lang,
          file.js,
        )) {
          const hover = byStart.get(tsStart)
          if (hover)
            jsHovers.push([
              jsStart,
              jsStart + hover[1] - hover[0],
              hover[2],
              hover[3],
            ])
        }
        files[file.name]!.js = jsHovers
      }
    }
    results.set(block.key, {
      files,
      // Highlighted once here, not on every build that reads the cache.
      texts: texts.list.map((text) => highlightToHtml(text, 'ts')),
      docs: docs.list,
    })
  }
  return results
}

/** The same, in a program of their own: what the build does for a miss. */
export function computeHovers(blocks: HoverBlock[]): Map<string, BlockHovers> {
  const sources: Record<string, string> = {}
  for (const block of blocks)
    for (const file of block.files)
      sources[virtualPath(block.key, file.name)] = file.code
  return hoversIn(createSampleProgram(sources), blocks)
}
