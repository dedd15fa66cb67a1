/**
 * The example apps (`examples/<app>/`) that the build bundles into the site
 * and that pages run with `<RunExample app="…" />`, with what each needs of
 * the frame it runs in. tests/unit/exampleApps.test.ts holds this list to the
 * folders under examples/ and each flag to the app's code.
 */
export const EXAMPLE_APPS = {
  'quick-start': {
    title: 'Quick Start: a counter with a history',
    mockApi: false,
    forms: false,
  },
  'rtk-query-tutorial': {
    title: 'RTK Query tutorial: a reading list',
    mockApi: true,
    forms: true,
  },
  'crud-optimistic': {
    title: 'CRUD with optimistic updates: a task list',
    mockApi: true,
    forms: true,
  },
  'infinite-feed': {
    title: 'Infinite feed: posts loaded page by page',
    mockApi: true,
    forms: false,
  },
} as const satisfies Record<string, ExampleAppNeeds>

export interface ExampleAppNeeds {
  /** What the frame is called, for assistive technology. */
  title: string
  /** Its API is MSW in the browser: a service worker in the app's folder. */
  mockApi: boolean
  /** It submits forms (handled in JavaScript; the frame never navigates). */
  forms: boolean
}

export type ExampleApp = keyof typeof EXAMPLE_APPS

/** The build's folder of the apps, under the site's base URL: `examples/<app>/`. */
export const EXAMPLES_FOLDER = 'examples'

/**
 * The app's page inside its folder (`app.html`, served at `examples/<app>/app`
 * like every page of the site). Not the folder's `index.html`: servers of
 * clean URLs (docusaurus serve, deploy/nginx.conf) serve that at
 * `examples/<app>`, which is outside the folder and so outside the scope of
 * the service worker that mocks the app's API.
 */
export const APP_PAGE = 'app'

/** The app's page, from the site's base URL. */
export const appPath = (app: ExampleApp) =>
  `/${EXAMPLES_FOLDER}/${app}/${APP_PAGE}`
