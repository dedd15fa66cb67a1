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

/**
 * A read of the site config's top-level `key`, in the forms Docusaurus and
 * this site use: `siteConfig.key` (also after `useDocusaurusContext()`),
 * `{ siteConfig: { key } }` and `const { key } = siteConfig`, one level of
 * nesting allowed inside the braces. The context's own `i18n` (a sibling of
 * `siteConfig`, from `@generated/i18n`) is not such a read.
 */
function readOfSiteConfig(key: string): RegExp {
  const inBraces = String.raw`(?:[^{}]|\{[^{}]*\})*`
  return new RegExp(
    [
      String.raw`\bsiteConfig\s*\??\.\s*${key}\b`,
      String.raw`\bsiteConfig\s*:\s*\{${inBraces}\b${key}\b`,
      String.raw`\{${inBraces}\b${key}\b${inBraces}\}\s*=\s*(?:useDocusaurusContext\(\)\s*\.\s*)?siteConfig\b`,
    ].join('|'),
  )
}

/**
 * A field of the site config that only the build uses: read by the file that
 * reads its top-level key from the site config and names each deeper key.
 * None has a reader in the browser's code.
 */
function buildOnly(path: string, why: string): DroppedField {
  const [key, ...deeper] = path.split('.')
  return {
    path,
    why,
    readBy: [
      readOfSiteConfig(key!),
      ...deeper.map((name) => new RegExp(String.raw`\b${name}\b`)),
    ],
    readers: [],
  }
}

/**
 * From the site config that main.js carries (`@generated/docusaurus.config`),
 * for the browser only. What stays is what browser code reads (found with
 * `grep -rn siteConfig` over BROWSER_CODE): `title`, `tagline`, `url`,
 * `baseUrl`, `favicon`, `trailingSlash`, `noIndex`, `titleDelimiter`,
 * `baseUrlIssueBanner`, `future.experimental_router` and `themeConfig`.
 */
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
        // As minified code reads it: CodeMirror's own `darkTheme` facet is no reader.
        fingerprint: 'darkTheme ||',
      },
    ],
  },
  ...(
    [
      [
        'presets',
        'the classic preset’s options, with the remark plugins’ options: among them the absolute path of the docs folder on the build machine, which made main.js differ between two checkouts of the same commit',
      ],
      [
        'plugins',
        'plugins run in the build; the browser gets their code and data as modules of the bundle',
      ],
      ['themes', 'as plugins'],
      [
        'markdown',
        'the MDX compiler’s options: pages are compiled by the build',
      ],
      [
        'i18n',
        'the browser reads the locales from the context’s own `i18n` (`@generated/i18n`)',
      ],
      ['onBrokenLinks', 'a check of the build'],
      ['onBrokenAnchors', 'a check of the build'],
      ['onDuplicateRoutes', 'a check of the build'],
      [
        'future.v4',
        'build flags; of `future` the browser reads only `experimental_router`',
      ],
      ['future.faster', 'build flags (the bundler and minifiers)'],
      ['future.experimental_vcs', 'how the build reads the git history'],
      ['storage', 'the browser reads it from `@generated/site-storage`'],
      ['staticDirectories', 'copied into the build'],
      [
        'customFields',
        'empty here; a component that read one would be listed by the unit test',
      ],
      ['scripts', 'written into the HTML by the build'],
      ['headTags', 'written into the HTML by the build'],
      ['stylesheets', 'written into the HTML by the build'],
      ['clientModules', 'bundled by the build (`@generated/client-modules`)'],
    ] as const
  ).map(([path, why]) => buildOnly(path, why)),
]
