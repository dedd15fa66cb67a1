/** The module specifiers a source file imports, requires or declares (`declare module '…'`). */
export function requestsOf(source: string): string[] {
  return [
    ...source.matchAll(
      /(?:\bfrom\s*|\brequire\(\s*|\bimport\(\s*|^\s*import\s*|\bdeclare module\s*)['"]([^'"]+)['"]/gm,
    ),
  ].map((match) => match[1]!)
}
