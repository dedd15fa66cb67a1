import type { DroppedField } from './types'

/**
 * The contract of src/features/internals/loaders/dropFields.cjs: data that
 * Docusaurus generates for the browser, minus fields the browser never reads.
 *
 * No browser code may read a dropped field. Where the field is dropped from
 * the client bundle only (the site config), the server still renders with
 * it, so a component that read it would render differently after hydration;
 * where it is dropped from both bundles (the docs version metadata), a
 * reader would silently get `undefined` on both sides.
 *
 * Browser code is every file under BROWSER_CODE. tests/unit/internals.test.ts
 * finds each file there whose text matches all of a field's `readBy`
 * patterns and fails unless that file is one of the field's `readers`, each
 * with the reason it is harmless; tests/build/leanClient.test.ts checks that
 * no reader's fingerprint is in the browser's JavaScript. A source scan
 * rather than a scan of the bundle alone, because minified code keeps
 * property names but not the variables they are read from: `.description`
 * in a chunk cannot say whose description it is, while the source can.
 */
export const BROWSER_CODE = [
  'src',
  'node_modules/@docusaurus/core/lib/client',
  'node_modules/@docusaurus/theme-classic/lib/theme',
  'node_modules/@docusaurus/theme-classic/lib/nprogress.js',
  'node_modules/@docusaurus/theme-classic/lib/prism-include-languages.js',
  'node_modules/@docusaurus/theme-common/lib',
  'node_modules/@docusaurus/plugin-content-docs/lib/client',
  'node_modules/@docusaurus/theme-search-algolia/lib/theme',
  'node_modules/@docusaurus/theme-search-algolia/lib/client',
]

/**
 * Build-time code under BROWSER_CODE's `src` that names the fields without
 * reading them from the generated modules: the registry and this contract,
 * and the Markdown twins, which read the docs plugin's loaded content in
 * postBuild. Not the whole of src/features/internals: the modules the registry
 * swaps in (./replacements) are browser code.
 */
export const NOT_BROWSER_CODE = [
  'src/features/internals/registry.ts',
  'src/features/internals/droppedFields.ts',
  'src/features/markdown-twins',
]

/** From every docs route's props (the `version` prop every docs page loads). */
export const DOCS_VERSION_DROPS: DroppedField[] = [
  {
    path: 'version.docs.*.description',
    why: 'about 4 KiB gzip on every docs page; a page’s own description comes with the page',
    readBy: [/\buseDocById\b|\bversion\.docs\b|\.docs\[/, /\.description\b/],
    readers: [
      {
        file: 'node_modules/@docusaurus/theme-classic/lib/theme/DocCard/index.js',
        harmlessBecause:
          'cards are rendered on category index pages (generated-index links in sidebars.ts) and by DocCardList in MDX, and this site has neither',
        fingerprint: 'unknown item type ',
      },
    ],
  },
]

/** From the site config that main.js carries (`@generated/docusaurus.config`), for the browser only. */
export const SITE_CONFIG_CLIENT_DROPS: DroppedField[] = [
  {
    path: 'ssrTemplate',
    why: 'the HTML page template: only the server renders pages',
    readBy: [/\bssrTemplate\b/],
    readers: [
      {
        file: 'src/site/ssrTemplate.ts',
        harmlessBecause:
          'it defines the template, and only docusaurus.config.ts imports it',
        fingerprint: 'it.appHtml',
      },
    ],
  },
  {
    path: 'themeConfig.prism.theme',
    why: 'Prism’s colour theme: code is coloured at build time, by CSS',
    readBy: [/\bprism\b/, /(\.|\{\s*)theme\b/],
    readers: [
      {
        file: 'node_modules/@docusaurus/theme-common/lib/hooks/usePrismTheme.js',
        harmlessBecause:
          'only the theme’s CodeBlock calls it, and src/theme/CodeBlock replaces that component instead of wrapping it',
        fingerprint: 'darkTheme',
      },
    ],
  },
]
