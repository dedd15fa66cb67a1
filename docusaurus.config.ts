import path from 'node:path'
import type { Config } from '@docusaurus/types'
import type * as Preset from '@docusaurus/preset-classic'
import * as sitemapPackage from '@docusaurus/plugin-sitemap'
import { searchForBrokenMarkdownLink } from './src/site/brokenMarkdownLinks'
import { readSiteEnv } from './src/site/siteEnv'
import { hasGitHistory } from './src/site/gitHistory'
import { ssrTemplate } from './src/site/ssrTemplate'
import analyticsPlugin from './src/features/analytics'
import bundleStatsPlugin from './src/features/bundle-stats'
import errorCodesPlugin from './src/features/error-codes'
import {
  exampleAppsHostingNeeds,
  exampleAppsStep,
} from './src/features/example-apps'
import {
  exampleRunnerHostingNeeds,
  exampleRunnerStep,
} from './src/features/example-runner'
import { precompressStep, securityHeadersStep } from './src/features/hosting'
import internalsPlugin from './src/features/internals'
import leanClientPlugin from './src/features/lean-client'
import leanPagesPlugin from './src/features/lean-pages'
import postBuildPlugin from './src/features/post-build'
import { postBuildAsStep } from './src/features/internals/postBuildAsStep'
import searchPlugin, { searchHostingNeeds } from './src/features/search'
import { searchIndexStep } from './src/features/search/indexStep'
import {
  markdownTwinsHostingNeeds,
  markdownTwinsStep,
} from './src/features/markdown-twins'
import { typeHovers } from './src/features/type-hovers'
import editableSamplesPlugin from './src/features/editable-samples'
import { pageTransforms, remarkPluginsOf } from './src/features/pageTransforms'

const env = readSiteEnv(process.env)
// sitemap.xml is written by a postBuild hook: moved into the post-build
// pipeline (sitemap-in-pipeline in src/features/internals/registry.ts).
const sitemap = postBuildAsStep(sitemapPackage, 'generated-files')
// The type of any name in a docs code sample (manuals/type-hovers.md).
const hovers = env.typeHovers
  ? typeHovers({
      mode: process.env.NODE_ENV === 'production' ? 'build' : 'dev',
      baseUrl: env.baseUrl,
      docsDir: path.join(__dirname, 'docs'),
    })
  : undefined
// Hovers off: their remark plugin is not in the list.
const transforms = pageTransforms({ typeHovers: hovers?.remarkPlugin })

// What the files each feature writes need of the server (caching, framing,
// content types), served by the hosting steps, which know no feature.
const hostingNeeds = [
  ...(env.algolia ? [] : [searchHostingNeeds]),
  exampleAppsHostingNeeds,
  exampleRunnerHostingNeeds,
  markdownTwinsHostingNeeds,
]

const REPOSITORY = 'https://github.com/reduxjs/redux-toolkit'

export default {
  title: 'Redux Toolkit',
  tagline:
    'The official, opinionated, batteries-included toolset for efficient Redux development',
  url: env.url,
  baseUrl: env.baseUrl,
  favicon: 'img/favicon.svg',
  trailingSlash: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: { onBrokenMarkdownLinks: searchForBrokenMarkdownLink },
  },

  i18n: { defaultLocale: 'en', locales: ['en'] },

  // Paints before the scripts run, and shows the wrong-base-URL banner
  // itself when they cannot load: see src/site/ssrTemplate.ts.
  ssrTemplate,
  baseUrlIssueBanner: false,

  future: {
    v4: true,
    faster: true,
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          lastVersion: 'current',
          versions: { current: { label: 'Next' } },
          editUrl: env.editUrl
            ? ({ versionDocsDirPath, docPath }) =>
                `${env.editUrl}/${versionDocsDirPath}/${docPath}`
            : undefined,
          showLastUpdateTime: hasGitHistory(__dirname),
          // Every page transform, in order: src/features/pageTransforms.ts.
          beforeDefaultRemarkPlugins: remarkPluginsOf(transforms, 'before'),
          remarkPlugins: remarkPluginsOf(transforms, 'after'),
        },
        // The home page's example is a Markdown partial in src/pages.
        pages: {
          remarkPlugins: remarkPluginsOf(
            // Without hovers: the pages plugin serves none.
            pageTransforms().filter(({ homePage }) => homePage),
            'after',
          ),
        },
        blog: false,
        sitemap: false, // listed below, as a step of the post-build pipeline
        theme: { customCss: './src/css/custom.css' },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // Every module replacement and loader that reaches into Docusaurus: see src/features/internals/README.md.
    internalsPlugin,
    leanClientPlugin,
    // Each doc's lean form, which a page's first load hydrates: src/features/lean-pages.
    leanPagesPlugin,
    analyticsPlugin({ gtagId: env.gtagId, umami: env.umami }),
    // The production error decoder's table (/Errors?code=N on the not-found page).
    errorCodesPlugin,
    hovers?.plugin ?? null,
    // The declaration files that edited samples are type-checked against.
    editableSamplesPlugin,
    // Exactly one search per build: the preset adds Algolia's theme when
    // themeConfig.algolia is set, the built-in offline search otherwise.
    env.algolia ? null : searchPlugin,
    sitemap.plugin,
    // The site's one postBuild hook: Docusaurus runs those of all plugins at
    // once, so steps that read what others wrote run here, in a fixed order.
    postBuildPlugin([
      // The example apps that pages run with <RunExample>, bundled by Vite.
      exampleAppsStep,
      // The runner of the reader's edits of those apps (after them: it
      // writes beside their folders).
      exampleRunnerStep,
      env.algolia ? null : searchIndexStep,
      sitemap.step,
      markdownTwinsStep,
      securityHeadersStep(
        { gtagId: env.gtagId, umami: env.umami, algolia: env.algolia },
        hostingNeeds,
      ),
      precompressStep(hostingNeeds),
    ]),
    // npm run bench:bundle: what each browser chunk is made of.
    process.env.BUNDLE_STATS ? bundleStatsPlugin : null,
  ],

  themeConfig: {
    image: 'img/social-card.png',
    ...(env.algolia && {
      algolia: {
        ...env.algolia,
        contextualSearch: false,
        searchPagePath: 'search',
      },
    }),
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    docs: {
      versionPersistence: 'localStorage',
      sidebar: { hideable: false, autoCollapseCategories: false },
    },
    navbar: {
      title: 'Redux Toolkit',
      logo: {
        alt: 'Redux Toolkit logo',
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: [
        {
          to: '/introduction/getting-started',
          label: 'Getting Started',
          position: 'left',
        },
        { to: '/tutorials/overview', label: 'Tutorials', position: 'left' },
        { to: '/usage/usage-guide', label: 'Usage Guide', position: 'left' },
        { to: '/api/configureStore', label: 'API', position: 'left' },
        { to: '/rtk-query/overview', label: 'RTK Query', position: 'left' },
        {
          href: REPOSITORY,
          label: 'GitHub',
          position: 'right',
          'aria-label': 'GitHub repository',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            { label: 'Getting Started', to: '/introduction/getting-started' },
            { label: 'Tutorials', to: '/tutorials/overview' },
            { label: 'Usage Guide', to: '/usage/usage-guide' },
            { label: 'API Reference', to: '/api/configureStore' },
            { label: 'RTK Query', to: '/rtk-query/overview' },
          ],
        },
        {
          title: 'Community',
          items: [
            {
              label: 'Stack Overflow',
              href: 'https://stackoverflow.com/questions/tagged/redux',
            },
            {
              label: 'Discord (#redux on Reactiflux)',
              href: 'https://discord.gg/0ZcbPKXt5bZ6au5t',
            },
            { label: 'GitHub Discussions', href: `${REPOSITORY}/discussions` },
          ],
        },
        {
          title: 'More',
          items: [
            { label: 'GitHub', href: REPOSITORY },
            { label: 'Redux core docs', href: 'https://redux.js.org/' },
            { label: 'React Redux docs', href: 'https://react-redux.js.org/' },
            // The index for tools and assistants (src/features/markdown-twins):
            // a file, not a route, so a plain link: Docusaurus's <Link> would
            // route it in the page, or open it in a new tab as external.
            {
              html: `<a class="footer__link-item" href="${env.baseUrl}llms.txt">Docs for AI assistants (llms.txt)</a>`,
            },
          ],
        },
      ],
      copyright:
        'Copyright © 2015–2021 Dan Abramov and the Redux documentation authors.',
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config
