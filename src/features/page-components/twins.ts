import type { RootContent } from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import { LIFECYCLE_STEPS } from '../../components/CacheEntryLifecycle/steps'
import { attributeOf } from '../../markdown/mdxNodes'
import { siteRootOf } from '../../site/siteAddress'
import { appPath, EXAMPLE_APPS } from '../example-apps/apps'

/** What a twin needs to write a link into the site. */
export interface SiteAddress {
  siteUrl: string
  baseUrl: string
}

/** A page component's Markdown form in the twin. */
export type ComponentTwin = (
  element: MdxJsxFlowElement,
  site: SiteAddress,
) => RootContent

const attribute = (element: MdxJsxFlowElement, name: string) => {
  const value = attributeOf(element, name)?.value
  return typeof value === 'string' ? value : undefined
}

/** The diagram's text equivalent: its steps as an ordered list. */
export const cacheEntryLifecycleTwin: ComponentTwin = () => {
  return {
    type: 'list',
    ordered: true,
    spread: false,
    children: LIFECYCLE_STEPS.map(({ name, text }) => ({
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [
            {
              type: 'strong',
              children: [{ type: 'text', value: `${name}.` }],
            },
            { type: 'text', value: ' ' },
            ...text
              .split('`')
              .map((value, i) =>
                i % 2 === 1
                  ? { type: 'inlineCode' as const, value }
                  : { type: 'text' as const, value },
              ),
          ],
        },
      ],
    })),
  }
}

/** A link to the app that the page runs in a frame. */
export const runExampleTwin: ComponentTwin = (
  element,
  { siteUrl, baseUrl },
) => {
  const app = attribute(element, 'app') as keyof typeof EXAMPLE_APPS
  const { title, mockApi } = EXAMPLE_APPS[app]
  return {
    type: 'paragraph',
    children: [
      { type: 'strong', children: [{ type: 'text', value: 'Example app:' }] },
      { type: 'text', value: ' ' },
      {
        type: 'link',
        url: `${siteRootOf(siteUrl, baseUrl)}${appPath(app).slice(1)}`,
        children: [{ type: 'text', value: title }],
      },
      {
        type: 'text',
        value: mockApi
          ? ' (runs in the browser, with its API mocked there)'
          : ' (runs in the browser)',
      },
    ],
  }
}
