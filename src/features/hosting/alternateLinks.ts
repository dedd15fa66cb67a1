import { fileBesidePage } from '../../site/siteAddress'
import type { Alternate } from './needs'

/** A page that has another representation, and the `Link` header that says where. */
export interface PageLink {
  /** The page's file in the build, as nginx's `$uri` names it once `try_files` found it: `/api/createSlice.html`. */
  file: string
  /** The page's clean URL below the host's root, as `_headers` rules match it: `/api/createSlice`. */
  path: string
  /** `<https://…/api/createSlice.md>; rel="alternate"; type="text/markdown"` */
  value: string
}

/**
 * The pages among `files` (relative to the build) that have a file of one of
 * the `alternates`' extensions beside them (`a/b.html` and `a/b.md`), each
 * with the `Link` header naming those files by their absolute URL under
 * `siteRoot` (the site's URL and base URL, ending in `/`): the value the
 * page's own `<link rel="alternate">` has.
 */
export function alternateLinks(
  files: readonly string[],
  alternates: readonly Alternate[],
  siteRoot: string,
): PageLink[] {
  const names = new Set(files.map((file) => file.split('\\').join('/')))
  const links: PageLink[] = []
  for (const name of [...names].sort()) {
    if (!name.endsWith('.html')) continue
    const stem = name.slice(0, -'.html'.length)
    // `a/index.html` is the page of the route `/a/`.
    const route = `/${stem.replace(/(^|\/)index$/, '$1')}`
    const values = alternates
      .map(({ extension, type }) => ({
        file: fileBesidePage(route, extension).slice(1),
        type,
      }))
      .filter(({ file }) => names.has(file))
      .map(
        ({ file, type }) =>
          `<${siteRoot}${file}>; rel="alternate"; type="${type}"`,
      )
    if (!values.length) continue
    const folder = /(^|\/)index$/.test(stem)
    links.push({
      file: `/${name}`,
      path: folder ? `/${stem.replace(/\/?index$/, '')}` : `/${stem}`,
      value: values.join(', '),
    })
  }
  return links
}

/** nginx's room for one string key of a `map` (`NGX_HASH_ELT_SIZE` plus the bucket's end marker, on 64-bit). */
export const mapBucketBytesFor = (key: string) =>
  Math.ceil((8 + Buffer.byteLength(key) + 2) / 8) * 8 + 8

/**
 * An nginx `map` (for the http context) from the file a page is served from
 * to its `Link` header, empty for every other file: `add_header` sends no
 * header whose value is empty. deploy/nginx.conf includes it, and its
 * `map_hash_bucket_size` must hold the longest key (mapBucketBytesFor).
 */
export function nginxLinkMap(variable: string, links: readonly PageLink[]) {
  const quote = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`
  return [
    '# Written by the build (src/features/hosting). Do not edit.',
    `map $uri $${variable} {`,
    '    default "";',
    ...links.map(({ file, value }) => `    ${quote(file)} ${quote(value)};`),
    '}',
    '',
  ].join('\n')
}
