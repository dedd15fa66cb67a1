/**
 * Build-time settings read from the environment. Kept apart from
 * docusaurus.config.ts so that the parsing rules are unit-tested on their own.
 */
export interface SiteEnv {
  url: string
  baseUrl: string
  gtagId?: string
  umami?: { websiteId: string; scriptUrl: string }
  /** Algolia DocSearch replaces the built-in search when all three are set. */
  algolia?: { appId: string; apiKey: string; indexName: string }
  /** Where "Edit this page" leads: this, then `/` and the page's path in the repository (`docs/api/createSlice.mdx`). */
  editUrl?: string
  /** Types of names in code samples on hover (src/features/type-hovers); `TYPE_HOVERS=off` turns them off. */
  typeHovers: boolean
}

const ALGOLIA_VARIABLES = [
  'ALGOLIA_APP_ID',
  'ALGOLIA_API_KEY',
  'ALGOLIA_INDEX_NAME',
] as const

export const DEFAULT_URL = 'https://redux-toolkit.js.org'
export const UMAMI_CLOUD_SCRIPT = 'https://cloud.umami.is/script.js'

type Env = Record<string, string | undefined>

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

/** Docusaurus requires a base URL that starts and ends with a slash. */
export function normalizeBaseUrl(value: string | undefined): string {
  const raw = nonEmpty(value) ?? '/'
  const segments = raw.split('/').filter(Boolean)
  return segments.length ? `/${segments.join('/')}/` : '/'
}

/** `TYPE_HOVERS`: unset or `on` computes and shows them, `off` does neither. */
export function readTypeHovers(env: Env): boolean {
  const value = nonEmpty(env.TYPE_HOVERS)?.toLowerCase() ?? 'on'
  if (value !== 'on' && value !== 'off') {
    throw new Error(`TYPE_HOVERS is "${value}": set it to on or off.`)
  }
  return value === 'on'
}

/** All three Algolia settings or none: a partial set is a mistake, not a fallback. */
function readAlgolia(env: Env): SiteEnv['algolia'] {
  const [appId, apiKey, indexName] = ALGOLIA_VARIABLES.map((name) =>
    nonEmpty(env[name]),
  )
  if (appId && apiKey && indexName) return { appId, apiKey, indexName }
  const missing = ALGOLIA_VARIABLES.filter((name) => !nonEmpty(env[name]))
  if (missing.length < ALGOLIA_VARIABLES.length) {
    throw new Error(
      `Algolia search needs ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME; missing: ${missing.join(', ')}. Set them all, or none for the built-in search.`,
    )
  }
  return undefined
}

export function readSiteEnv(env: Env): SiteEnv {
  const gtagId = nonEmpty(env.GTAG_ID)
  const umamiId = nonEmpty(env.UMAMI_WEBSITE_ID)
  return {
    url: (nonEmpty(env.SITE_URL) ?? DEFAULT_URL).replace(/\/+$/, ''),
    baseUrl: normalizeBaseUrl(env.BASE_URL),
    gtagId,
    umami: umamiId
      ? {
          websiteId: umamiId,
          scriptUrl: nonEmpty(env.UMAMI_SCRIPT_URL) ?? UMAMI_CLOUD_SCRIPT,
        }
      : undefined,
    algolia: readAlgolia(env),
    editUrl: nonEmpty(env.EDIT_URL)?.replace(/\/+$/, ''),
    typeHovers: readTypeHovers(env),
  }
}
