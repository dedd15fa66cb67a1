import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from '@docusaurus/types'
import { REPO_ROOT } from '../../markdown/repoRoot'
import { extractErrorCodes, mergeErrorCodes, type ErrorCode } from './extract'

export interface DocumentedErrorCode extends ErrorCode {
  /** The API that throws it, as a reader knows it. */
  api: string
  /** The page (and section) documenting that API. */
  page: string
}

export interface ErrorCodesData {
  /** The @reduxjs/toolkit version the codes were read from. */
  version: string
  codes: DocumentedErrorCode[]
}

/** Where the client reads the table: `@generated/<plugin name>/default/<file>`. */
export const ERROR_CODES_DATA = 'error-codes.json'

/** The installed @reduxjs/toolkit, whose builds the codes are read from. */
export const TOOLKIT_DIR = path.dirname(
  require.resolve('@reduxjs/toolkit/package.json'),
)

/** The package's non-minified ES builds: every production error is spelled out there. */
function readableBuilds(): string[] {
  const dist = path.join(TOOLKIT_DIR, 'dist')
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.modern.mjs'))
    .sort()
    .map((name) => path.join(dist, name))
}

/** Every production error code of the installed @reduxjs/toolkit, with the page that documents its API. */
export function documentedErrorCodes(
  builds = readableBuilds(),
): DocumentedErrorCode[] {
  const pagesFile = path.join(REPO_ROOT, 'links/error-code-pages.json')
  const pages = JSON.parse(readFileSync(pagesFile, 'utf8')) as Record<
    string,
    { api: string; page: string }
  >
  const codes = mergeErrorCodes(
    builds.map((file) => extractErrorCodes(readFileSync(file, 'utf8'), file)),
  )
  if (codes.length === 0)
    throw new Error(
      `No production error codes found in ${builds.join(', ')}: has the package's build format changed?`,
    )
  return codes.map((entry) => {
    const documented = pages[entry.source]
    if (!documented)
      throw new Error(
        `${pagesFile}: Redux Toolkit error ${entry.code} is thrown in ${entry.source}; say which API and page it belongs to`,
      )
    return { ...entry, ...documented }
  })
}

/**
 * The production error decoder's data (/Errors?code=N, shown by the not-found
 * page): generated from the pinned package at every build, never typed by hand.
 */
export default function errorCodesPlugin(): Plugin {
  return {
    name: 'error-codes',
    async contentLoaded({ actions }) {
      const { version } = JSON.parse(
        readFileSync(path.join(TOOLKIT_DIR, 'package.json'), 'utf8'),
      ) as { version: string }
      await actions.createData(
        ERROR_CODES_DATA,
        JSON.stringify({
          version,
          codes: documentedErrorCodes(),
        } satisfies ErrorCodesData),
      )
    },
  }
}
