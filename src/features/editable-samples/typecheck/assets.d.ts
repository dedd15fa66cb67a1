/** ./declarationFiles.json packed into one asset by ./packDeclarations.cjs: its URL. */
declare module '*?typecheck-declarations' {
  const url: string
  export default url
}
