import ts from 'typescript'

export interface ErrorCode {
  code: number
  /** The development build's message; `${…}` parts stand for values known only when it is thrown. */
  message: string
  /** The package's source file that throws it, e.g. `src/createSlice.ts`. */
  source: string
}

const PROD_MESSAGE = /^formatProdErrorMessage(\$\d+)?$/
const REGION = /^\/\/#region (\S+)/gm

/** Text of a message expression: literals as they are, every other part as a `${…}` placeholder. */
function messageText(node: ts.Expression, file: ts.SourceFile): string {
  if (ts.isParenthesizedExpression(node))
    return messageText(node.expression, file)
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return node.text
  if (ts.isTemplateExpression(node)) {
    return (
      node.head.text +
      node.templateSpans
        .map(
          (span) => `\${${span.expression.getText(file)}}` + span.literal.text,
        )
        .join('')
    )
  }
  if (
    ts.isBinaryExpression(node) &&
    node.operatorToken.kind === ts.SyntaxKind.PlusToken
  ) {
    return messageText(node.left, file) + messageText(node.right, file)
  }
  return `\${${node.getText(file)}}`
}

/**
 * The production error codes of one non-minified build of @reduxjs/toolkit.
 * Its production branches read
 * `process.env.NODE_ENV === "production" ? formatProdErrorMessage(N) : "message"`;
 * the bundler's `//#region src/x.ts` comments say which source file each is in.
 */
export function extractErrorCodes(code: string, fileName: string): ErrorCode[] {
  const file = ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.JS,
  )
  const regions = [...code.matchAll(REGION)].map((match) => ({
    start: match.index,
    source: match[1],
  }))
  const sourceAt = (position: number) =>
    regions.filter((region) => region.start <= position).at(-1)?.source ??
    fileName
  const found: ErrorCode[] = []
  const visit = (node: ts.Node) => {
    if (ts.isConditionalExpression(node)) {
      const call = node.whenTrue
      if (
        ts.isCallExpression(call) &&
        ts.isIdentifier(call.expression) &&
        PROD_MESSAGE.test(call.expression.text)
      ) {
        const [argument] = call.arguments
        if (argument && ts.isNumericLiteral(argument)) {
          found.push({
            code: Number(argument.text),
            message: messageText(node.whenFalse, file),
            source: sourceAt(node.getStart(file)),
          })
        }
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/** One entry per code, in code order; a code thrown with two different messages is a contradiction. */
export function mergeErrorCodes(lists: ErrorCode[][]): ErrorCode[] {
  const byCode = new Map<number, ErrorCode>()
  for (const entry of lists.flat()) {
    const known = byCode.get(entry.code)
    if (known && known.message !== entry.message) {
      throw new Error(
        `Redux Toolkit error ${entry.code} has two messages: "${known.message}" and "${entry.message}"`,
      )
    }
    byCode.set(entry.code, known ?? entry)
  }
  return [...byCode.values()].sort((a, b) => a.code - b.code)
}
