// Rspack loader for typescript/lib/typescript.js?typecheck-runtime: TypeScript's
// bundle minified as a classic script (its top-level `var ts` stays the
// global the worker reads), for the rule in ./index.ts to emit as an asset
// named by its content. The bundler's cache keeps the result, so a rebuild
// does not minify it again; the JavaScript minimizer never sees it.
module.exports = function minifyTypescript(source) {
  const done = this.async()
  import('@swc/core')
    .then(({ minify }) =>
      minify(source, {
        module: false,
        compress: true,
        mangle: true,
        format: { comments: false },
      }),
    )
    .then(({ code }) => done(null, code), done)
}
