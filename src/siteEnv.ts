/**
 * Build-time settings read from the environment. Kept apart from
 * docusaurus.config.ts so that the parsing rules are unit-tested on their own.
 */
export interface SiteEnv {
  url: string;
  baseUrl: string;
  gtagId?: string;
  umami?: {websiteId: string; scriptUrl: string};
}

export const DEFAULT_URL = 'https://redux-toolkit.js.org';
export const UMAMI_CLOUD_SCRIPT = 'https://cloud.umami.is/script.js';

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Docusaurus requires a base URL that starts and ends with a slash. */
export function normalizeBaseUrl(value: string | undefined): string {
  const raw = nonEmpty(value) ?? '/';
  const segments = raw.split('/').filter(Boolean);
  return segments.length ? `/${segments.join('/')}/` : '/';
}

export function readSiteEnv(env: Env): SiteEnv {
  const gtagId = nonEmpty(env.GTAG_ID);
  const umamiId = nonEmpty(env.UMAMI_WEBSITE_ID);
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
  };
}
