import { DOCS_VERSION_DROPS, SITE_CONFIG_CLIENT_DROPS } from './droppedFields'
import type { Internal, SwizzledComponent } from './types'

/**
 * Every place where the site depends on a Docusaurus file rather than on its
 * documented API: module replacements, loaders for generated files, imports of
 * internal paths, a bundler stage, a copied template, a plugin taken apart.
 * ./index.ts builds the bundler configuration from this list;
 * tests/unit/internals.test.ts checks each entry against the installed
 * packages, with the review in tests/support/internals/ (src/features/internals/README.md).
 */
export const INTERNALS: Internal[] = [
  {
    kind: 'module-replacement',
    id: 'prism-client-module',
    why: 'theme-classic loads Prism into every page through this client module, so that code blocks can highlight in the browser. Ours come highlighted from the build (src/remark/highlightCode.ts): the module becomes an empty one, 26 KiB gzip less JavaScript on every page.',
    upstream: [
      {
        package: '@docusaurus/theme-classic',
        file: 'lib/prism-include-languages.js',
        sha256:
          'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
      },
    ],
    matcher:
      /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
    replacement: 'src/features/internals/replacements/empty.ts',
    // Prism's own language-class pattern, which minification keeps as written.
    fingerprint: String.raw`lang(?:uage)?-(`,
    guardedBy: [
      {
        test: 'tests/build/leanClient.test.ts',
        title:
          'carries none of the modules and readers that the registry keeps out',
      },
    ],
  },
  {
    kind: 'module-replacement',
    id: 'progress-bar-delay',
    why: 'theme-classic starts its route-change progress bar after a hard-coded 200 ms; the spec wants 1000 ms, so that ordinary, fast navigations never flash a bar. The module has no option.',
    upstream: [
      {
        package: '@docusaurus/theme-classic',
        file: 'lib/nprogress.js',
        sha256:
          '58b21ff3eb278f6cd3932e02e92a50108dac3a7e3f014813fefc70335eaab48f',
      },
    ],
    matcher: /@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress(\.js)?$/,
    replacement: 'src/features/internals/replacements/delayedProgressBar.ts',
    guardedBy: [
      {
        test: 'tests/unit/progressBar.test.ts',
        title: 'replaces the module theme-classic really registers',
      },
      {
        test: 'tests/e2e/navigation.spec.ts',
        title:
          'appears only once a route change has taken 1000 ms, and goes when the page has loaded',
      },
    ],
  },
  {
    kind: 'module-replacement',
    id: 'prefetch-once',
    why: 'Docusaurus prefetches the chunks of every route whose link scrolls into view, one <link rel="prefetch"> per chunk per route, in the task that saw the links: a docs page’s sidebar links share most of their chunks, so the same few URLs were hinted again and again (about 220 ms of long tasks on /api/createSlice at Lighthouse’s mobile CPU). Its helper is replaced by one that hints each URL once, when the browser is idle. Whether to prefetch at all (not on 2g with data saver) is still Docusaurus’s decision.',
    upstream: [
      {
        package: '@docusaurus/core',
        file: 'lib/client/prefetch.js',
        sha256:
          '7543271549a9882a308f0fad8155631ab98c0389a75a88946f3be11c8933089c',
      },
    ],
    matcher: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch(\.js)?$/,
    replacement: 'src/features/internals/replacements/prefetch.ts',
    guardedBy: [
      {
        test: 'tests/e2e/navigation.spec.ts',
        title: 'linked pages are prefetched on a normal connection',
      },
    ],
  },
  {
    kind: 'module-replacement',
    id: 'window-size-transition',
    why: 'The layout switches between desktop and mobile after hydration (sidebar and table of contents differ), from an effect of theme-common’s useWindowSize: on a phone that re-render ran as one blocking task (about 180 ms at Lighthouse’s mobile CPU on /api/createSlice). The replacement makes the same update a transition, which React renders in slices.',
    upstream: [
      {
        package: '@docusaurus/theme-common',
        file: 'lib/hooks/useWindowSize.js',
        sha256:
          'a32a46c867130090a4d785590da6f9cc69789eb67a94a5386fc6416857b91872',
      },
    ],
    matcher:
      /@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize(\.js)?$/,
    replacement: 'src/features/internals/replacements/useWindowSize.ts',
    fingerprint: 'getWindowSize() should only be called after React hydration',
    guardedBy: [
      {
        test: 'tests/build/leanClient.test.ts',
        title:
          'carries none of the modules and readers that the registry keeps out',
      },
    ],
  },
  {
    kind: 'import-replacement',
    id: 'tabs-without-remount',
    why: 'theme-classic’s Tabs are keyed on useIsBrowser(), so every tab group, and every code sample in it, is thrown away and mounted again right after hydration (a workaround for facebook/docusaurus#5653, a mismatch the current tabs code no longer has: it renders the default tab on both sides and switches to a stored choice in a layout effect). On /api/createSlice that remount was the longest task after load. For the Tabs module alone, useIsBrowser answers a constant, so the key never changes.',
    upstream: [
      {
        package: '@docusaurus/theme-classic',
        file: 'lib/theme/Tabs/index.js',
        sha256:
          '7fe3d248d13cc48de3b9000e6cea72251cb05b593155fc93c4171dc684367242',
      },
    ],
    importer: /@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]Tabs$/,
    request: /^@docusaurus\/useIsBrowser$/,
    replacement: 'src/features/internals/replacements/constantIsBrowser.ts',
    guardedBy: [
      {
        test: 'tests/e2e/codeTabs.spec.ts',
        title:
          'hydration keeps the code samples the server rendered: no tab group or code block is rebuilt',
      },
    ],
  },
  {
    kind: 'import-replacement',
    id: 'tslib-one-helper',
    why: '@docusaurus/utils-common is CommonJS and requires tslib for one helper, which pulls all of tslib (2.3 KiB gzip) into every page: it gets that helper alone.',
    upstream: [
      {
        package: '@docusaurus/utils-common',
        file: 'lib/index.js',
        sha256:
          'f67a902f603f736c0b6b81dfe3c4b600e26ad3018fb19158d877a8fe5d55424e',
      },
    ],
    importer: /@docusaurus[\\/]utils-common[\\/]lib$/,
    request: /^tslib$/,
    replacement: 'src/features/internals/replacements/tslibImportDefault.ts',
    guardedBy: [
      {
        test: 'tests/build/leanClient.test.ts',
        title: 'takes one helper from tslib, not all of it',
      },
    ],
  },
  {
    kind: 'generated-file-loader',
    id: 'docs-descriptions',
    why: 'Every docs page loads the docs version metadata, which carries each doc’s description; the browser never reads them (./droppedFields.ts).',
    upstream: [
      // Where route props are written: <plugin name>/<plugin id>/p/<hash>.json.
      {
        package: '@docusaurus/core',
        file: 'lib/server/codegen/codegenRoutes.js',
        sha256:
          '6bdf7133ebc411f96e918619faf14543239e27adebe60f4bbb081a392349689c',
      },
      // The `version` prop and the shape of its docs.
      {
        package: '@docusaurus/plugin-content-docs',
        file: 'lib/routes.js',
        sha256:
          '5292463cb424aa027fbebf9c14b4f2f29bfdc557659f18e5b00df60200458a35',
      },
      {
        package: '@docusaurus/plugin-content-docs',
        file: 'lib/props.js',
        sha256:
          '26b2e7cd95c0f81203f657442942280cb73a1da075148941b240c5f5c11adcad',
      },
    ],
    matcher:
      /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
    layout: {
      matches: [
        '.docusaurus/docusaurus-plugin-content-docs/default/p/index-f8b.json',
      ],
      neighbours: [
        '.docusaurus/docusaurus-plugin-content-docs/default/__plugin.json',
        '.docusaurus/docusaurus-plugin-content-docs/default/site-docs-api-create-slice-mdx-0c7.json',
        '.docusaurus/docusaurus-plugin-content-pages/default/p/index-1d1.json',
        '.docusaurus/globalData.json',
      ],
    },
    loader: 'src/features/internals/loaders/dropFields.cjs',
    bundles: 'both',
    drops: DOCS_VERSION_DROPS,
    guardedBy: [
      {
        test: 'tests/build/leanClient.test.ts',
        title:
          'carries the docs version metadata without the docs’ descriptions',
      },
    ],
  },
  {
    kind: 'generated-file-loader',
    id: 'site-config-for-the-browser',
    why: 'main.js carries the whole site config, with the HTML template, Prism’s colours and every option of the build (the preset’s, with an absolute path of the build machine) that only the server uses: about 2 KiB gzip (./droppedFields.ts).',
    // The file's name, and its `export default {…JSON…};` form that dropFields.cjs parses.
    upstream: [
      {
        package: '@docusaurus/core',
        file: 'lib/server/codegen/codegen.js',
        sha256:
          '611cf627307a668cad034f2a00e6218347b0fb9136cac2fe6ec9d3cff39a57df',
      },
    ],
    matcher: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/,
    layout: {
      matches: ['.docusaurus/docusaurus.config.mjs'],
      neighbours: [
        'docusaurus.config.ts',
        '.docusaurus/client-modules.js',
        '.docusaurus/site-metadata.json',
      ],
    },
    loader: 'src/features/internals/loaders/dropFields.cjs',
    bundles: 'client',
    drops: SITE_CONFIG_CLIENT_DROPS,
    guardedBy: [
      {
        test: 'tests/build/leanClient.test.ts',
        title:
          'carries the site config without the HTML template or Prism’s colours',
      },
      {
        test: 'tests/build/leanClient.test.ts',
        title:
          'carries the site config with none of the fields that only the build reads',
      },
    ],
  },
  {
    kind: 'generated-file-loader',
    id: 'lean-page-registry',
    why: 'A doc page’s first load hydrates its lean form, whose static HTML is read back from the page instead of shipped as JavaScript (src/features/lean-pages): the route registry, which Docusaurus generates with one loader per chunk, is the one place that decides which module a route loads. Each doc’s entry loads the lean form before the app starts hydrating (Docusaurus’s client entry sets window.docusaurusRoot as it starts) and the full form after; the full form keeps the chunk name that prefetching asks for. The lean form also relies on ComponentCreator copying a content module’s named exports onto its default export.',
    upstream: [
      // genRegistry: one `"<chunk>": [() => import(/* webpackChunkName: "<chunk>" */ "<module>"), …]` line per chunk.
      {
        package: '@docusaurus/core',
        file: 'lib/server/codegen/codegenRoutes.js',
        sha256:
          '6bdf7133ebc411f96e918619faf14543239e27adebe60f4bbb081a392349689c',
      },
      {
        package: '@docusaurus/core',
        file: 'lib/client/exports/ComponentCreator.js',
        sha256:
          '5f99bdbd725f6e0b2943d25f99c93205952e9b45ac78c76b63f62a767bbba363',
      },
      // window.docusaurusRoot, set as hydration starts, after the server-rendered route has loaded.
      {
        package: '@docusaurus/core',
        file: 'lib/client/clientEntry.js',
        sha256:
          'a9d6514eaf79c05c7d5275b5139298a5467c1c8339ab8a887c5d8ba61aff9871',
      },
    ],
    matcher: /[\\/]\.docusaurus[\\/]registry\.js$/,
    layout: {
      matches: ['.docusaurus/registry.js'],
      neighbours: [
        '.docusaurus/routes.js',
        '.docusaurus/routesChunkNames.json',
        '.docusaurus/client-modules.js',
      ],
    },
    loader: 'src/features/internals/loaders/leanRegistry.cjs',
    bundles: 'hydrating-client',
    drops: [],
    imports: { leanFirst: 'src/features/lean-pages/leanFirst.ts' },
    guardedBy: [
      {
        test: 'tests/build/leanPages.test.ts',
        title:
          'every doc has a lean chunk without the static text, and the full chunk keeps the route’s chunk name',
      },
      {
        test: 'tests/e2e/leanPages.spec.ts',
        title:
          'the first load of every doc page hydrates to exactly the server’s content, with no error',
      },
      {
        test: 'tests/e2e/links.spec.ts',
        title:
          'a letter-case variant of a route leads to the route, keeping the section',
      },
    ],
  },
  {
    kind: 'cloned-rule',
    id: 'docs-mdx-rule-copy',
    why: 'The lean form of a doc (src/features/lean-pages) is the same MDX compiled with one more remark plugin: the docs plugin’s MDX rule is found by its loader and folder and added again for `?lean` requests, without the processors the MDX loader’s createMDXLoaderRule built from the original plugin list.',
    upstream: [
      {
        package: '@docusaurus/plugin-content-docs',
        file: 'lib/index.js',
        sha256:
          'e9949b75eea3a7749c53338a5133419b7b5f53f3b159431c64088d30a6fbe1c0',
      },
      {
        package: '@docusaurus/mdx-loader',
        file: 'lib/createMDXLoader.js',
        sha256:
          '48926a21a7cfc2ce7637a67e5b797a00e69d5e6a6f58871524f4dfa656dd93ad',
      },
      {
        package: '@docusaurus/mdx-loader',
        file: 'lib/loader.js',
        sha256:
          '90bbdae6eed64a30a1764e7afc27bec1cbfd95a7153b009164711cee03603b1b',
      },
    ],
    usedBy: 'src/features/lean-pages/index.ts',
    guardedBy: [
      {
        test: 'tests/build/leanPages.test.ts',
        title:
          'every doc has a lean chunk without the static text, and the full chunk keeps the route’s chunk name',
      },
    ],
  },
  {
    kind: 'bundler-stage',
    id: 'compile-hint-after-minification',
    why: 'V8’s compile hint must be the first line of the entry chunks, and the minifier would drop it as a comment: it is added at a later processAssets stage than the one Docusaurus’s JavaScript minimizer (terser-webpack-plugin) runs at.',
    upstream: [
      {
        package: '@docusaurus/bundler',
        file: 'lib/minification.js',
        sha256:
          'eab700507706bb78b9e68fbce81708720fa8b1a54ebcc9ce2aa03ffab7e8e23f',
      },
    ],
    stage: 'PROCESS_ASSETS_STAGE_SUMMARIZE',
    after: 'PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE',
    usedBy: 'src/features/lean-client/index.ts',
    guardedBy: [
      {
        test: 'tests/build/leanClient.test.ts',
        title:
          'asks V8 to compile the entry chunks eagerly, off the main thread, and no other chunk',
      },
    ],
  },
  {
    kind: 'bundler-stage',
    id: 'typescript-asset-minified',
    why: 'TypeScript’s bundle, which the type-check worker of edited samples loads, is an asset that its loader minifies once and the bundler’s cache keeps. Marked minified at a stage before the one Docusaurus’s JavaScript minimizer runs at, the minimizer leaves it alone: minified again as a module, it would cost seconds on every build and rename the global `ts` that the worker reads.',
    upstream: [
      {
        package: '@docusaurus/bundler',
        file: 'lib/minification.js',
        sha256:
          'eab700507706bb78b9e68fbce81708720fa8b1a54ebcc9ce2aa03ffab7e8e23f',
      },
    ],
    stage: 'PROCESS_ASSETS_STAGE_OPTIMIZE_COMPATIBILITY',
    before: 'PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE',
    usedBy: 'src/features/editable-samples/typecheck/index.ts',
    guardedBy: [
      {
        test: 'tests/build/typecheckAssets.test.ts',
        title:
          'ship TypeScript minified once, as one script named by its content',
      },
    ],
  },
  {
    kind: 'internal-import',
    id: 'code-block-buttons',
    why: 'The theme’s copy and word-wrap buttons need its code-block context and word-wrap hook, which theme-common exports only from /internal.',
    upstream: [
      {
        package: '@docusaurus/theme-common',
        file: 'lib/internal.js',
        sha256:
          'd9e37193d3408d1409e3e7981d6be477ca522ad30e8883329e24689bbcb12123',
      },
      {
        package: '@docusaurus/theme-common',
        file: 'lib/utils/codeBlockUtils.js',
        sha256:
          'ade5a2056ef4f591fb50b88ab28e29e8e470de4de320a1512970a09040c35af1',
      },
      {
        package: '@docusaurus/theme-common',
        file: 'lib/hooks/useCodeWordWrap.js',
        sha256:
          '3483ac26c8c5cb90064902fb63a5256576092207a86b572480a04a8fb103b012',
      },
    ],
    specifier: '@docusaurus/theme-common/internal',
    importedBy: ['src/theme/CodeBlock/CodeButtons.tsx'],
    guardedBy: [
      {
        test: 'tests/e2e/codeTabs.spec.ts',
        title:
          'a code block gets its copy button when the pointer reaches it, and copies the code as shown',
      },
    ],
  },
  {
    kind: 'internal-import',
    id: 'progress-bar-style',
    why: 'The replacement progress bar keeps the theme’s bar style, which is a file beside the module it replaces.',
    upstream: [
      {
        package: '@docusaurus/theme-classic',
        file: 'lib/nprogress.css',
        sha256:
          'fb2bd3797f469d744e6860768015c89cc3ba51d29d1c1faf8886581df68da19e',
      },
    ],
    specifier: '@docusaurus/theme-classic/lib/nprogress.css',
    importedBy: ['src/features/internals/replacements/delayedProgressBar.ts'],
    guardedBy: [
      {
        test: 'tests/e2e/navigation.spec.ts',
        title:
          'appears only once a route change has taken 1000 ms, and goes when the page has loaded',
      },
    ],
  },
  {
    kind: 'internal-import',
    id: 'error-codes-data',
    why: 'The error decoder loads its table only on a not-found page, by importing the file that actions.createData wrote, at <generated files>/<plugin name>/<plugin id>/<name> behind the @generated alias.',
    upstream: [
      {
        package: '@docusaurus/core',
        file: 'lib/server/plugins/actions.js',
        sha256:
          '0023d6f79e789ceed99f9f59857ba8c401bbaf80dfe49a4c2e027fbf86227b3c',
      },
      {
        package: '@docusaurus/core',
        file: 'lib/webpack/base.js',
        sha256:
          'b3c441dfc9ae516bb37243d2a502d4acf3298c0c9acd62120e644a0c067513ea',
      },
    ],
    specifier: '@generated/error-codes/default/error-codes.json',
    importedBy: [
      'src/components/NotFoundGuide/ErrorDecoder.tsx',
      'src/features/error-codes/generated.d.ts',
    ],
    guardedBy: [
      {
        test: 'tests/e2e/links.spec.ts',
        title:
          'shows the full message of a code and links to the API that throws it',
      },
    ],
  },
  {
    kind: 'upstream-copy',
    id: 'page-template',
    why: 'The page template is Docusaurus’s own with the scripts loaded after the first contentful paint and the wrong-base-URL banner shown by the loader; a change upstream (new tags, new template variables) must be carried over by hand.',
    upstream: [
      {
        package: '@docusaurus/core',
        file: 'lib/ssg/ssgTemplate.html.js',
        sha256:
          '5d6584e4a61b22d44bbbd7fe92a7a30352564b5a1dc89853a9bdbbf14d092597',
      },
    ],
    copy: 'src/site/ssrTemplate.ts',
    guardedBy: [
      {
        test: 'tests/e2e/baseUrlBanner.spec.ts',
        title:
          'the wrong-base-URL banner appears when the build is served under another prefix',
      },
      {
        test: 'tests/e2e/layout.spec.ts',
        title:
          'a page read with JavaScript disabled still shows its text, sidebar and links',
      },
    ],
  },
  {
    kind: 'upstream-copy',
    id: 'heading-id-rule',
    why: 'Section ids are checked and pinned from the sources, without a build (tests/docs/sectionIds.test.ts, npm run links:pin), and each Markdown twin writes its headings’ ids: both need the ids Docusaurus will give, which only the MDX loader’s headings plugin computes, and it exports no function for it. The copy follows its rule for the forms this site writes: an explicit `{/* #id */}` comment, else the slug of the heading’s text from @docusaurus/utils’ slugger, numbered on repeats.',
    upstream: [
      {
        package: '@docusaurus/mdx-loader',
        file: 'lib/remark/headings/index.js',
        sha256:
          '505615cf2a0803d088949e45315e26ed681b22e5277af1813c638464d7976ce3',
      },
    ],
    copy: 'src/markdown/headingIds.ts',
    guardedBy: [
      {
        test: 'tests/build/markdownTwins.test.ts',
        title:
          'every doc route has its twin, titled like the page, with the ids of its headings',
      },
      {
        test: 'tests/build/links.test.ts',
        title: 'every pinned id of every page is in the built page',
      },
    ],
  },
  {
    kind: 'upstream-copy',
    id: 'doc-route-rule',
    why: 'Alias files and pinned section ids are named by route, and the remark plugin that places aliases and the checks that run without a build must know a doc’s route from its file, where the docs plugin’s permalinks are not at hand. The copy is the plugin’s slug rule reduced to what these docs do: served from the site root, one version, the file name as id and slug.',
    upstream: [
      {
        package: '@docusaurus/plugin-content-docs',
        file: 'lib/slug.js',
        sha256:
          '4affee428051a12efd595e574cca6f502bd4fca517b0f7929147d0d9ea73e3ef',
      },
      // Where the id and the permalink are made from the file and its front matter.
      {
        package: '@docusaurus/plugin-content-docs',
        file: 'lib/docs.js',
        sha256:
          '152e24d432ed8c64774b26339bd71d65af3bd0cee1e986b09ff427f4b4053515',
      },
    ],
    copy: 'src/markdown/docRoutes.ts',
    guardedBy: [
      {
        test: 'tests/build/docRoutes.test.ts',
        title: 'gives every doc the permalink the docs plugin gave it',
      },
    ],
  },
  {
    kind: 'moved-hook',
    id: 'sitemap-in-pipeline',
    why: 'The sitemap plugin writes sitemap.xml from its postBuild hook, and Docusaurus runs the postBuild hooks of all plugins at once (@docusaurus/core, build/buildLocale.js), so precompression could run before the file exists. The plugin is listed without its hook, which runs as a step of the post-build pipeline in the generated-files phase; that holds only while the plugin is a name and that hook, loading no content.',
    upstream: [
      {
        package: '@docusaurus/plugin-sitemap',
        file: 'lib/index.js',
        sha256:
          'bb0aaad30f0a0de65fbdbb97eaa53dad06e0c1e69adb8adb4aa3faf06250c6b5',
      },
    ],
    plugin: '@docusaurus/plugin-sitemap',
    members: ['name', 'postBuild'],
    guardedBy: [
      {
        test: 'tests/build/sitemap.test.ts',
        title:
          'writes sitemap.xml, listing every doc route, and its compressed copies',
      },
    ],
  },
]

/** Every theme component a file of ours shadows. */
export const SWIZZLED: SwizzledComponent[] = [
  {
    component: 'CodeBlock',
    file: 'src/theme/CodeBlock/index.tsx',
    kind: 'replacement',
    upstream: {
      package: '@docusaurus/theme-classic',
      file: 'lib/theme/CodeBlock/index.js',
      sha256:
        '639f8655d319e123c4efa5223a42078d3e98ea361e206f6f1bfb87b080a28904',
    },
    safety: 'safe',
    why: 'renders the HTML highlighted at build time; no Prism in the browser',
    guardedBy: [
      {
        test: 'tests/e2e/codeTabs.spec.ts',
        title:
          'a code block gets its copy button when the pointer reaches it, and copies the code as shown',
      },
    ],
  },
  {
    component: 'DocItem/Content',
    file: 'src/theme/DocItem/Content/index.tsx',
    kind: 'wrapper',
    upstream: {
      package: '@docusaurus/theme-classic',
      file: 'lib/theme/DocItem/Content/index.js',
      sha256:
        '0902dcb538c3dbbea3947079e9cf0744961649088f234ad6cbe8ed0495430c6d',
    },
    safety: 'unsafe',
    why: '"Copy page" and "View as Markdown" beside the title of every doc page, and the page’s content marked for the search (src/features/search/contentMarker.ts)',
    guardedBy: [
      {
        test: 'tests/e2e/markdownTwins.spec.ts',
        title: 'Copy page puts the page’s Markdown on the clipboard',
      },
      {
        test: 'tests/build/searchRelevance.test.ts',
        title: 'puts enough answers near the top, as FLOORS asks of the set',
      },
      {
        test: 'tests/e2e/search.spec.ts',
        title: 'arrows and Enter open the heading, words marked on the page',
      },
    ],
  },
  {
    component: 'DocItem/Metadata',
    file: 'src/theme/DocItem/Metadata/index.tsx',
    kind: 'wrapper',
    upstream: {
      package: '@docusaurus/theme-classic',
      file: 'lib/theme/DocItem/Metadata/index.js',
      sha256:
        'f92ee0be920631f38865ac890f21473d786c542e06521f0239e78c27743df633',
    },
    safety: 'unsafe',
    why: 'puts the doc’s own address in the bar when the router matched a letter-case variant, and names the page’s Markdown twin in its head (<link rel="alternate" type="text/markdown">)',
    guardedBy: [
      {
        test: 'tests/e2e/links.spec.ts',
        title:
          'a letter-case variant of a route leads to the route, keeping the section',
      },
      {
        test: 'tests/build/markdownTwins.test.ts',
        title:
          'each doc page’s head links its twin by absolute URL, and so do its Link headers in _headers and the nginx map; other pages have none',
      },
    ],
  },
  {
    component: 'DocRoot/Layout/Main',
    file: 'src/theme/DocRoot/Layout/Main/index.tsx',
    kind: 'wrapper',
    upstream: {
      package: '@docusaurus/theme-classic',
      file: 'lib/theme/DocRoot/Layout/Main/index.js',
      sha256:
        '041934865c76c201a7a06333ca77ba240f5f25b6ecf4987f55a8602f4b700f2a',
    },
    safety: 'unsafe',
    why: 'the Brave caution on every docs page',
    guardedBy: [
      {
        test: 'tests/e2e/brave.spec.ts',
        title:
          'Brave readers see the caution on docs pages, with and without a sidebar',
      },
    ],
  },
  {
    component: 'DocSidebarItem/Category',
    file: 'src/theme/DocSidebarItem/Category/index.tsx',
    kind: 'wrapper',
    upstream: {
      package: '@docusaurus/theme-classic',
      file: 'lib/theme/DocSidebarItem/Category/index.js',
      sha256:
        'bebff3ac5f7761e58df27ab2243ff05dbd8180d6c94236283acf3f863d937ae3',
    },
    safety: 'unsafe',
    why: 'Space toggles a category, as on every button (relies on the theme passing extra props to its link)',
    guardedBy: [
      {
        test: 'tests/e2e/keyboard.spec.ts',
        title:
          'the sidebar: Tab reaches its links and categories; Enter and Space toggle a category',
      },
    ],
  },
  {
    component: 'Loading',
    file: 'src/theme/Loading/index.tsx',
    kind: 'replacement',
    upstream: {
      package: '@docusaurus/core',
      file: 'lib/client/theme-fallback/Loading/index.js',
      sha256:
        'ffd8013daa28cd24a849721acc38e47bb44582dfb8922f633d42eac5344dda54',
    },
    safety: 'unsafe',
    why: 'an announced spinner and a readable error with Retry',
    guardedBy: [
      {
        test: 'tests/unit/loading.test.tsx',
        title:
          'shows the error in a red box with Retry, and Retry loads the page again',
      },
    ],
  },
  {
    component: 'MDXComponents',
    file: 'src/theme/MDXComponents.tsx',
    kind: 'wrapper',
    upstream: {
      package: '@docusaurus/theme-classic',
      file: 'lib/theme/MDXComponents/index.js',
      sha256:
        'b1a0eed95525de25273120c4f48ef939e51e0adfafe4a9b1c64fd3d040d6136c',
    },
    // The CLI cannot wrap an object; spreading @theme-original/MDXComponents is how Docusaurus's docs extend it.
    safety: 'forbidden',
    why: 'the components our remark plugins emit, available to every page without an import',
    guardedBy: [
      {
        test: 'tests/build/codeTabs.test.ts',
        title: 'gives every TypeScript sample of every page a JavaScript tab',
      },
    ],
  },
  {
    component: 'NavbarItem/ComponentTypes',
    file: 'src/theme/NavbarItem/ComponentTypes/index.ts',
    kind: 'replacement',
    upstream: {
      package: '@docusaurus/theme-classic',
      file: 'lib/theme/NavbarItem/ComponentTypes.js',
      sha256:
        '90ba290ccf01e0b8bc0adea87308f878a3c84b390d9ace12967c31538414bc9d',
    },
    safety: 'safe',
    why: 'only the navbar item types the navbar uses, so main.js does not carry the locale and version dropdowns and the other types',
    guardedBy: [
      {
        test: 'tests/unit/navbarItems.test.ts',
        title: 'include the type of every navbar item in the config',
      },
    ],
  },
  {
    component: 'NotFound/Content',
    file: 'src/theme/NotFound/Content/index.tsx',
    kind: 'replacement',
    upstream: {
      package: '@docusaurus/theme-classic',
      file: 'lib/theme/NotFound/Content/index.js',
      sha256:
        '1339cadd0fe0b2a29e2b200f0b10487e33bd49a8fdc7a86a91e9a6c16616e113',
    },
    safety: 'unsafe',
    why: 'leads the reader on: moved pages, case variants, the error decoder, search suggestions',
    guardedBy: [
      {
        test: 'tests/e2e/routes.spec.ts',
        title: 'unknown paths get the not-found page with HTTP 404 and ways on',
      },
    ],
  },
  {
    component: 'SkipToContent',
    file: 'src/theme/SkipToContent/index.tsx',
    kind: 'wrapper',
    upstream: {
      package: '@docusaurus/theme-classic',
      file: 'lib/theme/SkipToContent/index.js',
      sha256:
        '1a6bfba899d12a82f8074e4a9a257527561c26ab235f1d7f10f13a22ccbe8834',
    },
    safety: 'safe',
    why: 'the focus stays on <main> in Chrome after the skip link',
    guardedBy: [
      {
        test: 'tests/e2e/keyboard.spec.ts',
        title:
          'the first Tab shows a “Skip to main content” link, and Enter moves the focus to the main content',
      },
    ],
  },
  {
    component: 'Tabs',
    file: 'src/theme/Tabs/index.tsx',
    kind: 'wrapper',
    upstream: {
      package: '@docusaurus/theme-classic',
      file: 'lib/theme/Tabs/index.js',
      sha256:
        '7fe3d248d13cc48de3b9000e6cea72251cb05b593155fc93c4171dc684367242',
    },
    safety: 'unsafe',
    why: 'arrow keys, Home and End select a tab (WAI-ARIA tabs with automatic activation)',
    guardedBy: [
      {
        test: 'tests/e2e/keyboard.spec.ts',
        title:
          'the TypeScript/JavaScript tabs: arrow keys, Home and End select a tab and show its panel',
      },
    ],
  },
  {
    component: 'SearchBar',
    file: 'src/features/search/theme/SearchBar/index.tsx',
    kind: 'replacement',
    upstream: {
      package: '@docusaurus/theme-classic',
      file: 'lib/theme/SearchBar.js',
      sha256:
        'b528b71d23818ff319df3a2e9bfdb811c76a20ec920e3fccd08fa9216b766486',
    },
    safety: 'safe',
    why: 'the offline search box (src/features/search)',
    guardedBy: [
      {
        test: 'tests/e2e/search.spec.ts',
        title: 'Ctrl+K focuses the box; suggestions appear as you type',
      },
    ],
  },
]
