import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import logger from '@docusaurus/logger'
import type { PostBuildStep } from '../post-build'
import { SEARCH_INDEX_PATHS } from '../search/indexFiles.mjs'
import { EXAMPLES_FOLDER } from '../example-apps/apps'
import {
  HEADERS_FILE,
  NGINX_EXAMPLES_INCLUDE,
  NGINX_INCLUDE,
} from './outputPaths.mjs'
import { precompress } from './precompress'
import {
  contentSecurityPolicy,
  type Framing,
  headersFile,
  inlineScriptHashes,
  nginxInclude,
  securityHeaders,
  textTypes,
  type ThirdParties,
} from './securityHeaders'

/**
 * The security headers for this build (a CSP with the hashes of the inline
 * scripts it emitted and the third-party hosts it is configured for) as nginx
 * includes, one for the pages and one for the example apps, which only the
 * site's pages may frame, and a `_headers` file. See deploy/README.md.
 */
export function securityHeadersStep(thirdParties: ThirdParties): PostBuildStep {
  return {
    phase: 'headers',
    async run({ outDir }) {
      const files = await readdir(outDir, { recursive: true })
      const hashes = new Set<string>()
      for (const name of files.filter((file) => file.endsWith('.html'))) {
        for (const hash of inlineScriptHashes(
          await readFile(path.join(outDir, name), 'utf8'),
        ))
          hashes.add(hash)
      }
      const headersFor = (framing: Framing) =>
        securityHeaders(
          contentSecurityPolicy([...hashes].sort(), thirdParties, framing),
          framing,
        )
      const headers = headersFor('nobody')
      const exampleHeaders = headersFor('site')
      await mkdir(path.join(outDir, path.dirname(NGINX_INCLUDE)), {
        recursive: true,
      })
      await writeFile(path.join(outDir, NGINX_INCLUDE), nginxInclude(headers))
      await writeFile(
        path.join(outDir, NGINX_EXAMPLES_INCLUDE),
        nginxInclude(exampleHeaders),
      )
      await writeFile(
        path.join(outDir, HEADERS_FILE),
        headersFile(
          headers,
          [
            '/assets/*',
            SEARCH_INDEX_PATHS,
            `/${EXAMPLES_FOLDER}/:app/assets/*`,
          ],
          [[`/${EXAMPLES_FOLDER}/*`, exampleHeaders], ...textTypes(files)],
        ),
      )
    },
  }
}

/** `.gz`/`.br` copies of every compressible file, the last thing written. */
export const precompressStep: PostBuildStep = {
  phase: 'precompress',
  async run({ outDir }) {
    const totals = await precompress(outDir)
    logger.info`Precompressed number=${totals.files} files: number=${Math.round(totals.raw / 1024)} KiB → number=${Math.round(totals.gzip / 1024)} KiB gzip, number=${Math.round(totals.brotli / 1024)} KiB brotli`
  },
}
