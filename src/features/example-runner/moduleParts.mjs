// A module as the example runner receives it: its code cut at each import
// specifier, so that the runner can put the blob: URL of the imported module
// there (a module made from a blob: URL cannot resolve a relative import,
// nor a bare one without an import map, which would be an inline script).
// Shared by the build (the libraries) and the browser (the app's files).

/**
 * `code` as parts: even parts are code, odd parts the keys `keyOf` gives
 * for each import specifier (static, re-export, or a dynamic import of a
 * string), in place of the specifier's text.
 *
 * @param {string} code
 * @param {readonly import('es-module-lexer').ImportSpecifier[]} imports what es-module-lexer's parse found in `code`
 * @param {(specifier: string, position: number) => string} keyOf
 * @returns {string[]}
 */
export function splitAtImports(code, imports, keyOf) {
  const parts = []
  let last = 0
  for (const { n: specifier, s, e, d } of imports) {
    // import.meta (-2), and import() of an expression: nothing to resolve.
    if (specifier === undefined || d === -2) continue
    // A dynamic import's range is its string literal, quotes included.
    const [start, end] = d > -1 ? [s + 1, e - 1] : [s, e]
    parts.push(code.slice(last, start), keyOf(specifier, start))
    last = end
  }
  parts.push(code.slice(last))
  return parts
}

/** The keys a module's parts name: the modules it imports. */
export const importsOf = (/** @type {readonly string[]} */ parts) =>
  parts.filter((_, index) => index % 2 === 1)
