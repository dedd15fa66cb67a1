// Rspack loader for Docusaurus's route registry (.docusaurus/registry.js), in
// the browser bundle of a build: each doc's entry loads the doc's lean form
// before the app starts hydrating and its full form after (leanFirst,
// src/features/lean-pages/leanFirst.ts). The full form keeps the entry's
// chunk name, which is what Docusaurus prefetches for a link to the page;
// the lean form gets its own chunk, "lean-<name>".
const ENTRY =
  /\[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ "(@site\/docs\/[^"]+\.mdx)"\),/g

module.exports = function leanRegistry(source) {
  const { leanFirst } = this.getOptions()
  let docs = 0
  const rewritten = source.replace(ENTRY, (_, chunk, doc) => {
    docs++
    return `[leanFirst(() => import(/* webpackChunkName: "lean-${chunk}" */ "${doc}?lean"), () => import(/* webpackChunkName: "${chunk}" */ "${doc}")),`
  })
  if (docs === 0)
    throw new Error(
      'leanRegistry: no doc entry in the route registry; its format changed (src/features/internals/registry.ts, entry lean-page-registry)',
    )
  return `import { leanFirst } from ${JSON.stringify(leanFirst)};\n${rewritten}`
}
