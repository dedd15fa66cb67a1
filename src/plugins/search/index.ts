import {createHash} from 'node:crypto';
import {readFileSync, readdirSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {BROTLI_QUALITY, compressFile} from '../hosting/precompress';
import {createIndex, type SearchDocument} from './engine';
import {documentsOfPage} from './indexPage';

/** The index's file name in the build: `search-index.<hash>.json`. */
export const SEARCH_INDEX = /^search-index\.[0-9a-f]{10}\.json$/;

export interface SearchGlobalData {
  /** Site-relative path of the index, named by a hash of what it is made from. */
  indexPath: string;
}

/** Everything the index is made from: pages, the example files they include, this plugin. */
const SOURCES = ['docs', 'examples', 'src/plugins/search', 'package-lock.json'];

function sourceHash(siteDir: string): string {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    const root = path.join(siteDir, source);
    const files = source.includes('.')
      ? [root]
      : readdirSync(root, {recursive: true, encoding: 'utf8'})
          .filter((name) => !name.split(path.sep).includes('node_modules'))
          .map((name) => path.join(root, name))
          .filter((file) => /\.(mdx?|tsx?|mts|css|json)$/.test(file))
          .sort();
    for (const file of files) hash.update(file.slice(siteDir.length)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 10);
}

/**
 * Offline search: after the production build, every doc page is split into
 * sections and indexed (engine.ts); the index file's name carries a hash of
 * its sources, so a new deployment is never served a stale cached index.
 * Provides the navbar SearchBar and the /search page, and highlights the
 * searched words on the page a result leads to.
 */
export default function searchPlugin(context: LoadContext): Plugin {
  const indexPath = `search-index.${sourceHash(context.siteDir)}.json`;
  return {
    name: 'site-search',
    getThemePath: () => path.resolve(__dirname, './theme'),
    getClientModules: () => [path.resolve(__dirname, './highlightOnPage.ts')],
    async contentLoaded({actions}) {
      actions.setGlobalData({indexPath} satisfies SearchGlobalData);
      actions.addRoute({path: `${context.baseUrl}search`, component: '@theme/SearchPage', exact: true});
    },
    async postBuild({outDir, routesPaths, baseUrl}) {
      const documents: SearchDocument[] = [];
      for (const route of [...new Set(routesPaths)].sort()) {
        const relative = route.slice(baseUrl.length);
        const file = path.join(outDir, relative === '' ? 'index.html' : `${relative}.html`);
        const html = await readFile(file, 'utf8').catch(() => undefined);
        if (html) documents.push(...documentsOfPage(html, route, documents.length));
      }
      await writeFile(path.join(outDir, indexPath), JSON.stringify(createIndex(documents)));
      await compressFile(path.join(outDir, indexPath), BROTLI_QUALITY.critical);
    },
  };
}
