import {mkdir, readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {Plugin, PluginModule} from '@docusaurus/types';
import {SEARCH_INDEX} from '../search';
import {precompress} from './precompress';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  nginxInclude,
  securityHeaders,
  type ThirdParties,
} from './securityHeaders';

/** Where deploy/nginx.conf finds the headers of the build it serves. */
export const NGINX_INCLUDE = '.nginx/security-headers.conf';

/**
 * After the production build: the security headers for this build (a CSP
 * with the hashes of the inline scripts it emitted and the third-party hosts
 * it is configured for) as an nginx include and a `_headers` file, then
 * `.gz`/`.br` copies of every compressible file. See README § Deploying.
 */
export default function hostingPlugin(thirdParties: ThirdParties): PluginModule {
  return (): Plugin => ({
    name: 'site-hosting',
    async postBuild({outDir}) {
      const files = await readdir(outDir, {recursive: true});
      const hashes = new Set<string>();
      for (const name of files.filter((file) => file.endsWith('.html'))) {
        for (const hash of inlineScriptHashes(await readFile(path.join(outDir, name), 'utf8'))) hashes.add(hash);
      }
      const headers = securityHeaders(contentSecurityPolicy([...hashes].sort(), thirdParties));
      await mkdir(path.join(outDir, path.dirname(NGINX_INCLUDE)), {recursive: true});
      await writeFile(path.join(outDir, NGINX_INCLUDE), nginxInclude(headers));
      await writeFile(path.join(outDir, '_headers'), headersFile(headers, ['/assets/*', '/search-index.*']));
      // Plugins' postBuild steps run in parallel: the search plugin compresses
      // the index it is writing meanwhile.
      const totals = await precompress(outDir, SEARCH_INDEX);
      logger.info`Precompressed number=${totals.files} files: number=${Math.round(totals.raw / 1024)} KiB → number=${Math.round(totals.gzip / 1024)} KiB gzip, number=${Math.round(totals.brotli / 1024)} KiB brotli`;
    },
  });
}
