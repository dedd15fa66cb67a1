/** A part of ./declarationFiles.json packed into an asset by ./packDeclarations.cjs: its URL. */
declare module '*?typecheck-declarations=first' {
  const url: string
  export default url
}
declare module '*?typecheck-declarations=later' {
  const url: string
  export default url
}
/** TypeScript's bundle minified into an asset by ./minifyTypescript.cjs: its URL. */
declare module '*?typecheck-runtime' {
  const url: string
  export default url
}
