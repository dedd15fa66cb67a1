import React, { type ReactNode } from 'react'
import Main from '@theme-original/DocRoot/Layout/Main'
import type MainType from '@theme/DocRoot/Layout/Main'
import type { WrapperProps } from '@docusaurus/types'
import BraveWarning from '@site/src/components/BraveWarning'

type Props = WrapperProps<typeof MainType>

// Every docs page, with or without a sidebar, passes through this layout, so
// the Brave caution lives here rather than in each page.
export default function MainWrapper({ children, ...props }: Props): ReactNode {
  return (
    <Main {...props}>
      <BraveWarning />
      {children}
    </Main>
  )
}
