// What the example runner gives MSW in place of its cookie store
// (msw/lib/core/utils/cookieStore.mjs): a store that keeps nothing. The
// runner's opaque origin has no cookies, and MSW's store would bring
// tough-cookie and tldts' public-suffix list, about 100 KiB gzip, into every
// Run. So a mocked response's Set-Cookie is not sent back with the app's
// next requests; a request's own Cookie header still reaches the handlers.
export const cookieStore = {
  getCookies: (_url: string): { key: string; value: string }[] => [],
  async setCookie(_cookies: string, _url: string): Promise<void> {},
}
