import React, { type ReactNode } from 'react'
import Content from '@theme-original/DocItem/Content'
import type ContentType from '@theme/DocItem/Content'
import type { WrapperProps } from '@docusaurus/types'
import { useDoc } from '@docusaurus/plugin-content-docs/client'
import PageActions from '@site/src/components/PageActions'
import { twinPathOf } from '@site/src/plugins/markdown-twins/twinPath'

// The page's Markdown twin (src/plugins/markdown-twins), offered above its title.
export default function ContentWrapper(
  props: WrapperProps<typeof ContentType>,
): ReactNode {
  const { permalink } = useDoc().metadata
  return (
    <>
      <PageActions markdownUrl={twinPathOf(permalink)} />
      <Content {...props} />
    </>
  )
}
