import { useEffect, type ReactNode } from 'react'
import Link from '@docusaurus/Link'
import { useHistory, useLocation } from '@docusaurus/router'
import useDocusaurusContext from '@docusaurus/useDocusaurusContext'
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client'
import movedPages from '@site/links/moved-pages.json'
import ErrorDecoder from './ErrorDecoder'
import MovedPage from './MovedPage'
import SearchSuggestions from './SearchSuggestions'
import styles from './styles.module.css'
import {
  isErrorDecoderPath,
  movedPageFor,
  routeVariant,
  searchWordsOfPath,
  sitePath,
} from './paths'

/** Every route a letter-case variant may lead to: the docs, the home page and the search page. */
function useRoutes(baseUrl: string): string[] {
  const docs = Object.values(useAllDocsData()).flatMap((plugin) =>
    plugin.versions.flatMap((version) => version.docs.map((doc) => doc.path)),
  )
  return ['/', '/search', ...docs.map((path) => sitePath(path, baseUrl))]
}

function RouteVariant({ route }: { route: string }): ReactNode {
  const history = useHistory()
  const { search, hash } = useLocation()
  useEffect(
    () => history.replace(`${route}${search}${hash}`),
    [history, route, search, hash],
  )
  return (
    <p role="status">
      Taking you to <Link to={`${route}${search}${hash}`}>{route}</Link>…
    </p>
  )
}

type Props = {
  /** The plain not-found page: heading, text and the ways on. */
  notFound: ReactNode
  /** Just the ways on (home, Getting Started, search). */
  waysOn: ReactNode
}

/**
 * What the not-found page adds once it runs in the browser and knows the
 * path: the production error decoder, the new home of a page of the previous
 * site, the route a letter-case variant means, or the best search matches.
 * Loaded on the not-found page only (see src/theme/NotFound/Content).
 */
export default function NotFoundGuide(props: Props): ReactNode {
  return (
    <div className={styles.guide}>
      <Guide {...props} />
    </div>
  )
}

function Guide({ notFound, waysOn }: Props): ReactNode {
  const { pathname, search } = useLocation()
  const { siteConfig } = useDocusaurusContext()
  const routes = useRoutes(siteConfig.baseUrl)
  const path = sitePath(pathname, siteConfig.baseUrl)

  if (isErrorDecoderPath(path)) return <ErrorDecoder search={search} />
  const moved = movedPageFor(path, movedPages)
  if (moved) return <MovedPage moved={moved}>{waysOn}</MovedPage>
  const variant = routeVariant(path, routes)
  if (variant) return <RouteVariant route={variant} />
  return (
    <>
      {notFound}
      <SearchSuggestions words={searchWordsOfPath(path)} />
    </>
  )
}
