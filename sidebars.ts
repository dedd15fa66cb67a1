import type { SidebarsConfig } from '@docusaurus/plugin-content-docs'

// rtk-query/api/created-api/cache-management is deliberately absent: it is
// kept for old links and renders without a sidebar.

/**
 * Topics that are sections of a longer page rather than pages of their own.
 * A link with a #section is never the active item (Docusaurus compares the
 * path with the hash included), so the page's own entry stays the current one.
 */
const sectionLink = (label: string, href: string) =>
  ({ type: 'link', label, href }) as const

export default {
  docs: [
    {
      type: 'category',
      label: 'Introduction',
      collapsed: false,
      items: ['introduction/getting-started'],
    },
    {
      type: 'category',
      label: 'Tutorials',
      collapsed: false,
      items: [
        'tutorials/overview',
        'tutorials/quick-start',
        'tutorials/rtk-query',
        'tutorials/typescript',
      ],
    },
    {
      type: 'category',
      label: 'Using Redux Toolkit',
      collapsed: false,
      items: [
        'usage/usage-guide',
        'usage/immer-reducers',
        'usage/usage-with-typescript',
        sectionLink(
          'Next.js Setup',
          '/usage/usage-guide#setting-up-with-nextjs',
        ),
        sectionLink(
          'Server Rendering',
          '/rtk-query/usage/cache-behavior#server-side-rendering',
        ),
        sectionLink('Testing', '/usage/usage-guide#testing'),
        sectionLink(
          'Migrating to RTK 2.0',
          '/usage/usage-guide#migrating-to-rtk-20-and-redux-50',
        ),
        sectionLink(
          'Migrating to Modern Redux',
          '/usage/usage-guide#migrating-to-modern-redux',
        ),
      ],
    },
    {
      type: 'category',
      label: 'API Reference',
      collapsed: false,
      items: [
        {
          type: 'category',
          label: 'Store Setup',
          collapsed: false,
          items: [
            'api/configureStore',
            'api/getDefaultMiddleware',
            'api/immutabilityMiddleware',
            'api/serializabilityMiddleware',
          ],
        },
        {
          type: 'category',
          label: 'Reducers and Actions',
          collapsed: false,
          items: [
            'api/createAction',
            'api/createReducer',
            'api/createSlice',
            'api/createAsyncThunk',
            'api/createEntityAdapter',
          ],
        },
        {
          type: 'category',
          label: 'Other',
          collapsed: false,
          items: [
            'api/createSelector',
            'api/matching-utilities',
            'api/other-exports',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'RTK Query',
      collapsed: false,
      items: [
        'rtk-query/overview',
        'rtk-query/comparison',
        'rtk-query/usage-with-typescript',
        {
          type: 'category',
          label: 'Using RTK Query',
          items: [
            'rtk-query/usage/queries',
            'rtk-query/usage/mutations',
            'rtk-query/usage/cache-behavior',
            'rtk-query/usage/automated-refetching',
            'rtk-query/usage/error-handling',
            'rtk-query/usage/conditional-fetching',
            'rtk-query/usage/pagination',
            'rtk-query/usage/prefetching',
            'rtk-query/usage/polling',
            'rtk-query/usage/streaming-updates',
            'rtk-query/usage/optimistic-updates',
            'rtk-query/usage/customizing-queries',
            'rtk-query/usage/customizing-create-api',
            'rtk-query/usage/code-splitting',
            'rtk-query/usage/code-generation',
            'rtk-query/usage/usage-without-react-hooks',
            'rtk-query/usage/migrating-to-rtk-query',
            'rtk-query/usage/examples',
          ],
        },
        {
          type: 'category',
          label: 'API Reference',
          items: [
            'rtk-query/api/createApi',
            'rtk-query/api/fetchBaseQuery',
            'rtk-query/api/ApiProvider',
            'rtk-query/api/setupListeners',
            {
              type: 'category',
              label: 'Generated API Slices',
              items: [
                'rtk-query/api/created-api/overview',
                'rtk-query/api/created-api/redux-integration',
                'rtk-query/api/created-api/endpoints',
                'rtk-query/api/created-api/hooks',
                'rtk-query/api/created-api/cache-management-utils',
                'rtk-query/api/created-api/code-splitting',
              ],
            },
          ],
        },
      ],
    },
  ],
} satisfies SidebarsConfig
