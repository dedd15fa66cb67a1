import path from 'node:path'

/**
 * The rule for where code lives (README, "Where things live"), as checks over
 * a tree given as `path → text`, so that the test can run them on the
 * repository and on small made-up trees that break each rule.
 */

/** What `src/` may hold at its top level, and each entry's layer. */
export const SRC_LAYERS = {
  // What every feature reads: pages, code samples, routes, the package's facts.
  markdown: ['markdown'],
  // The site's own modules (environment, page template, git dates) and the
  // generic remark plugins: they read src/markdown/ and nothing above it.
  site: ['markdown', 'site'],
  remark: ['markdown', 'remark'],
  // One folder per feature: they read the layers below and one another.
  features: null,
  // Docusaurus's own places.
  theme: null,
  components: null,
  pages: null,
  css: null,
} as const satisfies Record<string, readonly string[] | null>

const CODE = /\.(ts|tsx|mts|mjs|js|cjs|json|css)$/
const NOT_A_MODULE = /\.d\.ts$|README\.md$/

/**
 * The paths a file names: relative imports and requires, `@site/` paths, the
 * paths a plugin hands Docusaurus or Node (`path.resolve(__dirname, './theme')`,
 * `path.join(__dirname, 'worker.mjs')`) and repository paths in strings (the
 * internals registry's `'src/…'`).
 */
const NAMED =
  /['"](\.\.?(?:\/[^'"\s]*)?)['"]|['"]@site\/([^'"\s]+)['"]|__dirname,\s*['"]([\w@-][^'"\s]*)['"]|['"](src\/[^'"\s]+)['"]/g
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '.cjs', '.json']

/** The files of `tree` a relative specifier in `from` names (a folder names all it holds). */
export function targetsOf(
  tree: ReadonlyMap<string, string>,
  from: string,
  { site: withSitePaths = true } = {},
): string[] {
  const targets: string[] = []
  for (const [, relative, site, sibling, rooted] of tree
    .get(from)!
    .matchAll(NAMED)) {
    // `@site/` paths are handed to pages (a component a page imports), not
    // imported here: they count for reaching, not for layers.
    if (site && !withSitePaths) continue
    const base =
      site ??
      rooted ??
      path.posix.join(path.posix.dirname(from), relative ?? sibling!)
    const file = [
      ...EXTENSIONS.map((ext) => base + ext),
      ...EXTENSIONS.slice(1).map((ext) => `${base}/index${ext}`),
    ].find((candidate) => tree.has(candidate))
    if (file) targets.push(file)
    // A folder: a theme path handed to Docusaurus names what it holds; a
    // folder above the file (the repository's root) is no import.
    else if (!`${from}/`.startsWith(`${base}/`))
      targets.push(
        ...[...tree.keys()].filter((name) => name.startsWith(`${base}/`)),
      )
  }
  return targets
}

/** Entries at the top of `src/` that the rule has no place for. */
export function unplacedEntries(tree: ReadonlyMap<string, string>): string[] {
  const entries = new Set(
    [...tree.keys()]
      .filter((file) => file.startsWith('src/'))
      .map((file) => file.split('/')[1]!),
  )
  return [...entries].filter((entry) => !Object.hasOwn(SRC_LAYERS, entry))
}

/** Imports that go where the rule forbids: from src/ into scripts/ or tests/, or from a layer to one above it. */
export function forbiddenImports(tree: ReadonlyMap<string, string>): string[] {
  const found: string[] = []
  for (const file of tree.keys()) {
    if (!file.startsWith('src/') || !CODE.test(file)) continue
    const layer = file.split('/')[1] as keyof typeof SRC_LAYERS
    const allowed: readonly string[] | null = SRC_LAYERS[layer] ?? null
    for (const target of targetsOf(tree, file, { site: false })) {
      const [top, below] = target.split('/')
      const outside = top !== 'src'
      if (outside || (allowed && !allowed.includes(below!)))
        found.push(`${file} → ${target}`)
    }
  }
  return found
}

/**
 * Modules under src/ that the site never reaches: not imported, directly or
 * through others, from docusaurus.config.ts, sidebars.ts or the folders
 * Docusaurus loads by themselves (src/theme/, src/pages/). Code that only a
 * test or a script reads belongs in tests/ or scripts/.
 */
export function unreachedModules(tree: ReadonlyMap<string, string>): string[] {
  const roots = [...tree.keys()].filter(
    (file) =>
      ['docusaurus.config.ts', 'sidebars.ts'].includes(file) ||
      /^src\/(theme|pages)\//.test(file),
  )
  const reached = new Set(roots)
  const queue = [...roots]
  while (queue.length) {
    const file = queue.pop()!
    if (!CODE.test(file)) continue
    for (const target of targetsOf(tree, file))
      if (!reached.has(target)) {
        reached.add(target)
        queue.push(target)
      }
  }
  return [...tree.keys()].filter(
    (file) =>
      file.startsWith('src/') &&
      CODE.test(file) &&
      !NOT_A_MODULE.test(file) &&
      !reached.has(file),
  )
}
