import React, { useEffect, type ReactNode } from 'react'
import Metadata from '@theme-original/DocItem/Metadata'
import { useHistory, useLocation } from '@docusaurus/router'
import { useDoc } from '@docusaurus/plugin-content-docs/client'

// The router matches paths regardless of letter case and trailing slash, so
// /api/createslice shows createSlice under the wrong address: put the page's
// own address in the bar (keeping query and section) so that it is the one
// readers copy and share.
export default function MetadataWrapper(): ReactNode {
  const { permalink } = useDoc().metadata
  const { pathname, search, hash } = useLocation()
  const history = useHistory()
  useEffect(() => {
    if (pathname !== permalink) history.replace(`${permalink}${search}${hash}`)
  }, [pathname, permalink, search, hash, history])
  return <Metadata />
}
