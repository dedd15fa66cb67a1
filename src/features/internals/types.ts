/** A file of an installed package, as the pinned version ships it. */
export interface UpstreamFile {
  /** e.g. `@docusaurus/theme-classic`. */
  package: string
  /** Path inside the package, e.g. `lib/nprogress.js`. */
  file: string
  /** Of the file's bytes at the pinned version: a different hash means it changed and the entry needs a look. */
  sha256: string
}

/** A test whose failure shows that an entry's effect is gone. */
export interface Guard {
  /** Repository-relative test file. */
  test: string
  /** Text of the test's title, as written in the file. */
  title: string
}

interface EntryBase {
  /** Short name, used in messages. */
  id: string
  /** What the site gains, and why only an internal path gives it. */
  why: string
  /** The files the entry relies on; the first is the one its matcher aims at, when it has one. */
  upstream: UpstreamFile[]
  guardedBy: Guard[]
}

/** A module of Docusaurus swapped for one of ours at bundle time (Rspack's NormalModuleReplacementPlugin). */
export interface ModuleReplacement extends EntryBase {
  kind: 'module-replacement'
  /** Matched against import requests and resolved file paths: must match the first upstream file, and no other file of its package. */
  matcher: RegExp
  /** Repository-relative path of our module. */
  replacement: string
  /** Text that the upstream module brings into the browser's JavaScript: the build test checks that no chunk carries it. */
  fingerprint?: string
}

/** One import inside one Docusaurus directory swapped for our module; the same import elsewhere is left alone. */
export interface ImportReplacement extends EntryBase {
  kind: 'import-replacement'
  /** Matched against the directory of the importing module: the upstream files' directories, no other directory of the package. */
  importer: RegExp
  /** Matched against the import request. Every file of an importer directory that makes such a request is listed in `upstream`. */
  request: RegExp
  replacement: string
}

/** A field removed from a generated data module: see ./droppedFields.ts for the contract. */
export interface DroppedField {
  /** Dotted path in the module's data; `*` stands for every key of an object. */
  path: string
  why: string
  /** A file of browser code reads the field when its text matches every one of these. */
  readBy: RegExp[]
  /** Every file of browser code that reads it at the pinned versions (repository-relative), and why that is harmless. */
  readers: FieldReader[]
}

export interface FieldReader {
  file: string
  harmlessBecause: string
  /** Text that this file alone puts into the browser's JavaScript: the build test checks that no chunk carries it. */
  fingerprint: string
}

/** A loader rule for a file that Docusaurus generates under `.docusaurus/`. */
export interface GeneratedFileLoader extends EntryBase {
  kind: 'generated-file-loader'
  /** The rule's `test`, matched against the generated file's path. */
  matcher: RegExp
  /** Site-relative paths that the layout produces (matched) and its neighbours (not matched), from the upstream writer. */
  layout: { matches: string[]; neighbours: string[] }
  /** Repository-relative path of the loader. */
  loader: string
  /**
   * Which bundles the rule applies to: only the browser's makes its data
   * differ from the server's; `hydrating-client`: the browser's of a build,
   * whose pages hydrate the server's HTML (not `npm start`'s).
   */
  bundles: 'client' | 'both' | 'hydrating-client'
  /** The fields that dropFields.cjs removes; none for a loader that rewrites the module instead. */
  drops: DroppedField[]
  /** For a loader that rewrites: the modules its output imports, by option name, repository-relative. */
  imports?: Record<string, string>
}

/** A module specifier in our code that names a Docusaurus file or generated path instead of a public entry point. */
export interface InternalImport extends EntryBase {
  kind: 'internal-import'
  specifier: string
  /** Repository-relative files that import it. */
  importedBy: string[]
}

/** A bundler stage that only works because of where Docusaurus's build does something else. */
export interface BundlerStage extends EntryBase {
  kind: 'bundler-stage'
  /** The stage we run at, a static of the bundler's Compilation class... */
  stage: string
  /** ...which must come after this one... */
  after?: string
  /** ...or before this one. */
  before?: string
  usedBy: string
}

/** A Docusaurus file, or a rule of one, that we keep a modified copy of: changes upstream are carried over by hand. */
export interface UpstreamCopy extends EntryBase {
  kind: 'upstream-copy'
  copy: string
}

/**
 * Another package's plugin taken apart by ./postBuildAsStep.ts: listed
 * without its postBuild hook, which runs as a step of the post-build
 * pipeline. The step gives the hook no loaded content, so the plugin must
 * load none.
 */
export interface MovedHook extends EntryBase {
  kind: 'moved-hook'
  /** The plugin package, as docusaurus.config.ts imports it. */
  plugin: string
  /** The members of the plugin it returns at the pinned version: a name and the hook, nothing that loads content. */
  members: string[]
}

/** A loader rule of a Docusaurus plugin, found in the bundler configuration and added again with other options. */
export interface ClonedRule extends EntryBase {
  kind: 'cloned-rule'
  /** Our file that finds and copies the rule. */
  usedBy: string
}

export type Internal =
  | ModuleReplacement
  | ClonedRule
  | ImportReplacement
  | GeneratedFileLoader
  | InternalImport
  | BundlerStage
  | UpstreamCopy
  | MovedHook

/** What the swizzle CLI calls each action: `safe` to keep across minor versions, `unsafe` for internals that may change, `forbidden`. */
export type SwizzleSafety = 'safe' | 'unsafe' | 'forbidden'

/** A theme component that a file of ours shadows (`@theme/<component>`). */
export interface SwizzledComponent {
  component: string
  /** Our file. */
  file: string
  /** A wrapper renders the original (`@theme-original/…`); a replacement does without it. */
  kind: 'wrapper' | 'replacement'
  /** The original. */
  upstream: UpstreamFile
  /** What the theme declares for the action we took (wrap for a wrapper, eject for a replacement); `unsafe` when it declares nothing, as the CLI does. */
  safety: SwizzleSafety
  why: string
  guardedBy: Guard[]
}
