// The folders the production builds go to, named once for the browser
// suite, the benchmarks and npm run serve:nginx; package.json's build
// scripts repeat them, and tests/unit/buildOutputs.test.ts checks that they match.

export const BUILDS = /** @type {const} */ ({
  /** npm run build. */
  site: 'build',
  /** npm run build:integrations: test ids for the third-party services (analytics, Algolia). */
  integrations: 'build-integrations',
})
