import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import logger from '@docusaurus/logger'
import type { PostBuildStep } from '../post-build'
import { alternateLinks, nginxLinkMap } from './alternateLinks'
import { siteRootOf } from '../../site/siteAddress'
import { gatherNeeds, type HostingNeeds } from './needs'
import {
  HEADERS_FILE,
  NGINX_EXAMPLES_INCLUDE,
  NGINX_INCLUDE,
  NGINX_LINK_VARIABLE,
  NGINX_LINKS_INCLUDE,
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

/** What Docusaurus's own output needs: its bundle is named by content under /assets/ (and so is every asset a plugin emits through it). */
const DOCUSAURUS_OUTPUT: HostingNeeds = { immutable: ['/assets/*'] }

/**
 * The security headers for this build (a CSP with the hashes of the inline
 * scripts it emitted and the third-party hosts it is configured for) as nginx
 * includes, one for every response and one for those the site's own pages
 * may frame, and a `_headers` file with the caching, framing and content
 * types that the features' `needs` declare. The pages' `Link` headers to
 * their other representations (`needs.alternates`) go into `_headers` as one
 * rule per page and into an nginx `map` keyed by the file served. See
 * deploy/README.md.
 */
export function securityHeadersStep(
  thirdParties: ThirdParties,
  needs: readonly HostingNeeds[],
): PostBuildStep {
  const { immutable, framedBySite, ownPolicies, contentTypes, alternates } =
    gatherNeeds([DOCUSAURUS_OUTPUT, ...needs])
  return {
    phase: 'headers',
    async run({ outDir, siteConfig }) {
      const files = await readdir(outDir, { recursive: true })
      const links = alternateLinks(
        files,
        alternates,
        siteRootOf(siteConfig.url, siteConfig.baseUrl),
      )
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
      const framedHeaders = headersFor('site')
      // Framed by the site's pages, under a policy of their own.
      const ownHeaders = ownPolicies.map((own) => ({
        ...own,
        headers: securityHeaders(own.policy, 'site'),
      }))
      await mkdir(path.join(outDir, path.dirname(NGINX_INCLUDE)), {
        recursive: true,
      })
      await writeFile(path.join(outDir, NGINX_INCLUDE), nginxInclude(headers))
      await writeFile(
        path.join(outDir, NGINX_EXAMPLES_INCLUDE),
        nginxInclude(framedHeaders),
      )
      for (const { nginxInclude: include, headers: own } of ownHeaders)
        await writeFile(path.join(outDir, include), nginxInclude(own))
      await writeFile(
        path.join(outDir, NGINX_LINKS_INCLUDE),
        nginxLinkMap(NGINX_LINK_VARIABLE, links),
      )
      await writeFile(
        path.join(outDir, HEADERS_FILE),
        headersFile(headers, immutable, [
          ...framedBySite.map((pattern): [string, [string, string][]] => [
            pattern,
            framedHeaders,
          ]),
          ...ownHeaders.flatMap(({ paths, headers: own }) =>
            paths.map((page): [string, [string, string][]] => [page, own]),
          ),
          ...textTypes(files, contentTypes),
          ...links.map(({ path, value }): [string, [string, string][]] => [
            path,
            [['Link', value]],
          ]),
        ]),
      )
    },
  }
}

/** `.gz`/`.br` copies of every compressible file, the last thing written; the files the features' `needs` say a reader waits for get the higher brotli quality. */
export function precompressStep(needs: readonly HostingNeeds[]): PostBuildStep {
  const { waitedFor } = gatherNeeds(needs)
  return {
    phase: 'precompress',
    async run({ outDir }) {
      const totals = await precompress(outDir, waitedFor)
      logger.info`Precompressed number=${totals.files} files: number=${Math.round(totals.raw / 1024)} KiB → number=${Math.round(totals.gzip / 1024)} KiB gzip, number=${Math.round(totals.brotli / 1024)} KiB brotli`
    },
  }
}
