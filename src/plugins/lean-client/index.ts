import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const THEME_LIB = String.raw`@docusaurus[\\/]theme-classic[\\/]lib[\\/]`;

/**
 * theme-classic loads Prism into every page through a client module, so that
 * code blocks can highlight in the browser. Ours come highlighted from the
 * build (src/remark/highlightCode.ts): the module becomes an empty one, 26 KiB
 * gzip less JavaScript on every page.
 */
const PRISM_CLIENT_MODULE = new RegExp(`${THEME_LIB}prism-include-languages(\\.js)?$`);

/**
 * theme-classic's Tabs are keyed on `useIsBrowser()`, so every tab group, and
 * every code sample in it, is thrown away and mounted again right after
 * hydration (a workaround for facebook/docusaurus#5653, a mismatch the
 * current tabs code no longer has: it renders the default tab on both sides
 * and switches to a stored choice in a layout effect). On /api/createSlice
 * that remount was the longest task after load. For the Tabs module alone,
 * useIsBrowser answers a constant, so the key never changes.
 */
const TABS_MODULE_DIR = new RegExp(`${THEME_LIB}theme[\\\\/]Tabs$`);

/**
 * Docusaurus prefetches the chunks of every route whose link scrolls into
 * view, adding one `<link rel="prefetch">` per chunk per route, in the task
 * that saw the links: a docs page's sidebar links share most of their chunks,
 * so the same few URLs were hinted again and again (about 220 ms of long tasks on
 * /api/createSlice at Lighthouse's mobile CPU). Its helper is replaced by one
 * that hints each URL once, when the browser is idle. Whether to prefetch at
 * all (not on 2g with data saver) is still Docusaurus's decision.
 */
const PREFETCH_HELPER = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch(\.js)?$/;

/**
 * The layout switches between desktop and mobile after hydration (sidebar
 * and table of contents differ), from an effect of theme-common's
 * useWindowSize: on a phone that re-render ran as one blocking task (about
 * 180 ms at Lighthouse's mobile CPU on /api/createSlice). The replacement
 * makes the same update a transition, which React renders in slices.
 */
const WINDOW_SIZE_HOOK = /@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize(\.js)?$/;

/**
 * @docusaurus/utils-common is CommonJS and requires tslib for one helper,
 * which pulls all of tslib's (2.3 KiB gzip) into every page: it gets that
 * helper alone.
 */
const UTILS_COMMON_DIR = /@docusaurus[\\/]utils-common[\\/]lib$/;

/**
 * Data the browser never reads, dropped from generated modules (./dropFields.cjs):
 * - each doc's description in the docs version metadata, which every docs
 *   page loads (about 4 KiB gzip): the theme reads it only in DocCard, for
 *   category index pages, which this site does not have (a page's own
 *   description comes with the page);
 * - from the site config that main.js carries, the HTML template (only the
 *   server renders pages) and Prism's colour theme (code is coloured at build
 *   time, by CSS): about 1.5 KiB gzip.
 */
const DOCS_ROUTE_PROPS = /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;
const SITE_CONFIG = /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/;
const DROP_FIELDS = path.resolve(__dirname, './dropFields.cjs');
const dropping = (test: RegExp, fields: string[]) => ({test, use: [{loader: DROP_FIELDS, options: {fields}}]});

/**
 * V8's explicit compile hint (Chrome 136 and later): with this first line,
 * every function of the file is compiled on the background thread that
 * streams the script in, instead of on the main thread the first time it is
 * called. Nearly all of the entry chunks runs on every first visit (React's
 * renderer, the router, the theme's shell), and main.js's evaluation was the
 * longest task after the first paint. Compiling on the main thread during it
 * went from 77 to 48 ms (median of 5 traced loads of /api/createSlice, no CPU
 * throttling). Added after minification, which would drop it as a comment,
 * and before content hashing.
 */
const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad';
const AFTER_MINIFICATION = 1000; // PROCESS_ASSETS_STAGE_SUMMARIZE

/** Client-side work and data the theme and Docusaurus add that these pages do not need, and the compile hint for what they do. */
export default function leanClientPlugin(): Plugin {
  return {
    name: 'site-lean-client',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {BannerPlugin, NormalModuleReplacementPlugin} = currentBundler.instance;
      /** `request` becomes `replacement` only for modules in a directory that `importer` matches. */
      const replacingIn = (importer: RegExp, request: RegExp, replacement: string) =>
        new NormalModuleReplacementPlugin(request, (resource: {context: string; request: string}) => {
          if (importer.test(resource.context)) resource.request = path.resolve(__dirname, replacement);
        });
      return {
        plugins: [
          new NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, path.resolve(__dirname, './empty.ts')),
          new NormalModuleReplacementPlugin(PREFETCH_HELPER, path.resolve(__dirname, './prefetch.ts')),
          new NormalModuleReplacementPlugin(WINDOW_SIZE_HOOK, path.resolve(__dirname, './useWindowSize.ts')),
          replacingIn(TABS_MODULE_DIR, /^@docusaurus\/useIsBrowser$/, './constantIsBrowser.ts'),
          replacingIn(UTILS_COMMON_DIR, /^tslib$/, './tslibImportDefault.ts'),
          ...(isServer ? [] : [new BannerPlugin({banner: COMPILE_ALL_ON_LOAD, raw: true, entryOnly: true, test: /\.js$/, stage: AFTER_MINIFICATION})]),
        ],
        module: {
          rules: [
            dropping(DOCS_ROUTE_PROPS, ['version.docs.*.description']),
            ...(isServer ? [] : [dropping(SITE_CONFIG, ['ssrTemplate', 'themeConfig.prism.theme'])]),
          ],
        },
      };
    },
  };
}
