import type { ReactNode } from 'react'
import Link from '@docusaurus/Link'
import { PageMetadata } from '@docusaurus/theme-common'
import type {
  DocumentedErrorCode,
  ErrorCodesData,
} from '@site/src/features/error-codes'
import { errorCodeOf } from './paths'
import { useLoaded, type Loaded } from './useLoaded'
import styles from './styles.module.css'

// Written by src/features/error-codes at build time, from the pinned package;
// its own chunk, downloaded on this page only.
const loadCodes = () =>
  import('@generated/error-codes/default/error-codes.json').then(
    (module) => module.default as ErrorCodesData,
  )

/** A message with each `${…}` part, known only when thrown, shown as a placeholder. */
function Message({ text }: { text: string }): ReactNode {
  return (
    <blockquote className={styles.message}>
      {text.split(/(\$\{[^}]*\})/).map((part, index) =>
        index % 2 === 1 ? (
          <var
            key={index}
            className={styles.placeholder}
            title="Filled in with a value when the error is thrown"
          >
            {part}
          </var>
        ) : (
          part
        ),
      )}
    </blockquote>
  )
}

function KnownCodes({ codes }: { codes: DocumentedErrorCode[] }): ReactNode {
  return (
    <>
      <h2>Known error codes</h2>
      <ul className={styles.codes}>
        {codes.map(({ code, message }) => (
          <li key={code}>
            <Link to={`/Errors?code=${code}`}>Error {code}</Link>:{' '}
            {message.length > 90 ? `${message.slice(0, 90)}…` : message}
          </li>
        ))}
      </ul>
    </>
  )
}

/**
 * /Errors?code=N: production builds of Redux Toolkit throw "Minified Redux
 * Toolkit error #N" and link here; this shows the full message.
 */
export default function ErrorDecoder({
  search,
}: {
  search: string
}): ReactNode {
  const data = useLoaded(loadCodes)
  const { code, given } = errorCodeOf(search)
  const title =
    code === undefined
      ? 'Redux Toolkit error decoder'
      : `Redux Toolkit error ${code}`

  const found =
    data.status === 'done'
      ? data.value.codes.find((candidate) => candidate.code === code)
      : undefined
  return (
    <>
      <PageMetadata title={title} description={found?.message} />
      <h1>{title}</h1>
      <Body data={data} found={found} code={code} given={given} />
    </>
  )
}

/** What follows the heading: loading, the failure with Retry, the message, or the known codes. */
function Body({
  data,
  found,
  code,
  given,
}: {
  data: Loaded<ErrorCodesData>
  found: DocumentedErrorCode | undefined
  code: number | undefined
  given: string | undefined
}): ReactNode {
  if (data.status === 'loading') {
    return <p role="status">Loading the error messages…</p>
  }
  if (data.status === 'failed') {
    return (
      <div role="alert" className={styles.failure}>
        <p>The error messages could not be loaded: {data.reason}.</p>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={data.retry}
        >
          Retry
        </button>
      </div>
    )
  }
  const { version, codes } = data.value
  if (!found) {
    return (
      <>
        <p role="status">
          {given === undefined || given === ''
            ? 'No error code was given. A minified Redux Toolkit error links here with its number, as /Errors?code=N.'
            : code === undefined
              ? `“${given}” is not an error code: codes are whole numbers.`
              : `Redux Toolkit ${version} has no error ${code}.`}{' '}
          Pick the code from the list below, or run your app in development mode
          to see the full message.
        </p>
        <KnownCodes codes={codes} />
      </>
    )
  }
  return (
    <>
      <p>
        The production build of Redux Toolkit {version} replaced this message
        with a number. In full:
      </p>
      <Message text={found.message} />
      <p>
        It comes from <Link to={found.page}>{found.api}</Link> (thrown in{' '}
        <code>{found.source}</code> of the package).
      </p>
    </>
  )
}
