// Rspack loader for ./declarationFiles.json?typecheck-declarations: turns the
// list of declaration files into the files themselves, one JSON object
// { "node_modules/…/index.d.ts": "…text…" }, read from the repository
// (options.root) through the bundler's file system, each one a dependency.
// The rule in ./index.ts emits it as an asset named by its content, which
// the worker downloads on start.
module.exports = function packDeclarations(source) {
  const done = this.async()
  const { root } = this.getOptions()
  const files = JSON.parse(source).files
  Promise.all(
    files.map(
      (file) =>
        new Promise((resolve, reject) => {
          const absolute = `${root}/${file}`
          this.addDependency(absolute)
          this.fs.readFile(absolute, (error, text) =>
            error ? reject(error) : resolve([file, text.toString('utf8')]),
          )
        }),
    ),
  ).then(
    (entries) => done(null, JSON.stringify(Object.fromEntries(entries))),
    done,
  )
}
