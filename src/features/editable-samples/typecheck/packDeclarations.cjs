// Rspack loader for ./declarationFiles.json?typecheck-declarations=<part>:
// turns the list of declaration files into one part of the files themselves,
// read from the repository (options.root) through the bundler's file system,
// each one a dependency. The first part holds the files of the packages in
// options.firstPackages (and the repository's package.json) and names the
// others, which the later part holds:
// { "files": { "node_modules/…/index.d.ts": "…text…" }, "later": ["…"] }
// The rules in ./index.ts emit each part as an asset named by its content.
module.exports = function packDeclarations(source) {
  const done = this.async()
  const { root, firstPackages } = this.getOptions()
  const part = new URLSearchParams(this.resourceQuery).get(
    'typecheck-declarations',
  )
  const inFirst = (file) =>
    !file.startsWith('node_modules/') ||
    firstPackages.some((name) => file.startsWith(`node_modules/${name}/`))
  const all = JSON.parse(source).files
  const files = all.filter((file) => inFirst(file) === (part === 'first'))
  const later = part === 'first' ? all.filter((file) => !inFirst(file)) : []
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
    (entries) =>
      done(null, JSON.stringify({ files: Object.fromEntries(entries), later })),
    done,
  )
}
