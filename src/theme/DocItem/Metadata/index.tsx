import React, { useEffect, type ReactNode } from 'react'
import Metadata from '@theme-original/DocItem/Metadata'
import Head from '@docusaurus/Head'
import useDocusaurusContext from '@docusaurus/useDocusaurusContext'
import { useHistory, useLocation } from '@docusaurus/router'
import { useDoc } from '@docusaurus/plugin-content-docs/client'
import { twinUrl } from '@site/src/features/markdown-twins/twinPath'

// The router matches paths regardless of letter case and trailing slash, so
// /api/createslice shows createSlice under the wrong address: put the page's
// own address in the bar (keeping query and section) so that it is the one
// readers copy and share.
// The head names the page's Markdown twin (src/features/markdown-twins) by its
// absolute URL, as the server's Link header does, for tools that read pages.
export default function MetadataWrapper(): ReactNode {
  const { permalink } = useDoc().metadata
  const { url } = useDocusaurusContext().siteConfig
  const { pathname, search, hash } = useLocation()
  const history = useHistory()
  useEffect(() => {
    if (pathname !== permalink) history.replace(`${permalink}${search}${hash}`)
  }, [pathname, permalink, search, hash, history])
  return (
    <>
      <Metadata />
      <Head>
        <link
          rel="alternate"
          type="text/markdown"
          href={twinUrl(url, permalink)}
        />
      </Head>
    </>
  )
}
