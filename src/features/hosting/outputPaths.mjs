// Where the hosting steps write in the build, named once for the plugin and
// the scripts (plain JavaScript: Node runs them without TypeScript);
// deploy/nginx.conf repeats them, and tests/unit/buildOutputs.test.ts checks
// that it matches.

/** The security headers as nginx `add_header` lines, included by deploy/nginx.conf. */
export const NGINX_INCLUDE = '.nginx/security-headers.conf'

/**
 * The headers of what the site's own pages may frame (HostingNeeds.framedBySite:
 * the example apps), for deploy/nginx.conf's locations of those paths.
 */
export const NGINX_EXAMPLES_INCLUDE = '.nginx/example-app-headers.conf'

/** The same headers for hosts that read such a file (Netlify, Cloudflare Pages). */
export const HEADERS_FILE = '_headers'

/**
 * The pages' `Link` headers (HostingNeeds.alternates) as an nginx `map` from
 * the file served to the header, for the http context; deploy/nginx.conf
 * includes it and sends the variable below.
 */
export const NGINX_LINKS_INCLUDE = '.nginx/page-links.conf'

/** The variable that map sets: `add_header Link $alternate_link always;`. */
export const NGINX_LINK_VARIABLE = 'alternate_link'
