import React, { type ReactNode } from 'react'
import Content from '@theme-original/DocItem/Content'
import type ContentType from '@theme/DocItem/Content'
import type { WrapperProps } from '@docusaurus/types'
import {
  useDoc,
  useSidebarBreadcrumbs,
} from '@docusaurus/plugin-content-docs/client'
import PageActions from '@site/src/components/PageActions'
import { twinPathOf } from '@site/src/features/markdown-twins/twinPath'
import { searchContentAttributes } from '@site/src/features/search/contentMarker'

// The page's Markdown twin (src/features/markdown-twins), offered above its
// title; and the content marked for the search (src/features/search), with the
// categories the breadcrumbs show above the page (every crumb but the page's)
// and whether the page only says where its content moved.
export default function ContentWrapper(
  props: WrapperProps<typeof ContentType>,
): ReactNode {
  const { metadata, frontMatter } = useDoc()
  const categories = (useSidebarBreadcrumbs() ?? [])
    .slice(0, -1)
    .map((item) => item.label)
  return (
    <>
      <PageActions markdownUrl={twinPathOf(metadata.permalink)} />
      <div {...searchContentAttributes(categories, frontMatter)}>
        <Content {...props} />
      </div>
    </>
  )
}
