/**
 * What a feature's files need of the server that serves the build. Each
 * feature declares its needs beside the files it writes; docusaurus.config.ts
 * hands them to the headers and precompression steps, so that this plugin
 * knows no feature. deploy/nginx.conf, written by hand, must give the same
 * (tests/unit/buildOutputs.test.ts, tests/e2e/hosting.spec.ts).
 */
export interface HostingNeeds {
  /** `_headers` path patterns of files named by their content: cached for a year. */
  immutable?: string[]
  /** `_headers` path patterns of pages that the site's own pages show in a frame; nothing else may be framed. */
  framedBySite?: string[]
  /**
   * Pages served with a Content-Security-Policy of their own in place of the
   * site's (the example runner's, with `sandbox`), each written to its own
   * nginx include for deploy/nginx.conf's location of those paths.
   */
  ownPolicies?: OwnPolicy[]
  /** Content types by extension (`.md`), for files whose type hosts do not all know. */
  contentTypes?: Record<string, string>
  /** Build-relative names of files a reader waits for: compressed at brotli's higher quality. */
  waitedFor?: RegExp[]
  /**
   * Other representations of pages: a page (`a/b.html`) with a file of this
   * extension beside it (`a/b.md`) names that file in a `Link` header,
   * `rel="alternate"` with the type given.
   */
  alternates?: Alternate[]
}

/** A page with a policy of its own: its `_headers` paths, the policy, and the build-relative nginx include that carries its headers. */
export interface OwnPolicy {
  paths: string[]
  policy: string
  nginxInclude: string
}

/** A page's other representation: the file beside it with `extension`, of `type`. */
export interface Alternate {
  extension: string
  type: string
}

/** All the features' needs as one, in the order given. Two types for one extension fail: one of the features is wrong. */
export function gatherNeeds(
  needs: readonly HostingNeeds[],
): Required<HostingNeeds> {
  const gathered: Required<HostingNeeds> = {
    immutable: [],
    framedBySite: [],
    ownPolicies: [],
    contentTypes: {},
    waitedFor: [],
    alternates: [],
  }
  for (const need of needs) {
    gathered.immutable.push(...(need.immutable ?? []))
    gathered.alternates.push(...(need.alternates ?? []))
    gathered.framedBySite.push(...(need.framedBySite ?? []))
    gathered.ownPolicies.push(...(need.ownPolicies ?? []))
    gathered.waitedFor.push(...(need.waitedFor ?? []))
    for (const [extension, type] of Object.entries(need.contentTypes ?? {})) {
      const declared = gathered.contentTypes[extension]
      if (declared !== undefined && declared !== type)
        throw new Error(
          `Hosting needs: ${extension} files are declared both ${declared} and ${type}`,
        )
      gathered.contentTypes[extension] = type
    }
  }
  return gathered
}
