/**
 * The packages the pages document or compile their samples against: the one
 * list that Getting Started's table of checked versions
 * (`<CheckedVersions />`, src/features/checked-versions/remark.ts), the test that holds
 * versions named in prose to the installed ones, and `npm run docs:outdated`
 * read. Versions are never written here: they are read from what is
 * installed, `node_modules/<folder>/package.json`.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { REPO_ROOT } from './repoRoot'

export interface DocumentedPackage {
  /** The name on the registry, and in imports. */
  name: string
  /** Its folder under node_modules, when installed under an alias (`typescript-7`). */
  installedAs?: string
  /** Said after the name where the name alone is ambiguous. */
  note?: string
  /** What the pages and their samples use it for. */
  usedFor: string
}

export const DOCUMENTED_PACKAGES: readonly DocumentedPackage[] = [
  { name: '@reduxjs/toolkit', usedFor: 'the package this site documents' },
  { name: 'react-redux', usedFor: '`Provider` and the React hooks' },
  { name: 'react', usedFor: 'components and hooks in the React samples' },
  { name: 'react-dom', usedFor: 'mounting the React samples' },
  { name: '@types/react', usedFor: "React's type declarations" },
  {
    name: 'typescript',
    usedFor:
      'compiles every TypeScript sample; gives the type hovers and the JavaScript tabs',
  },
  {
    name: 'typescript',
    installedAs: 'typescript-7',
    note: 'the native compiler',
    usedFor: 'compiles every TypeScript sample a second time',
  },
  { name: 'next', usedFor: 'the Next.js setup and its caches' },
  { name: 'msw', usedFor: 'mocked APIs in tests' },
  { name: 'vitest', usedFor: 'the test samples' },
  { name: 'jest', usedFor: 'the Jest setup' },
  {
    name: 'jest-environment-jsdom',
    usedFor: "the Jest setup's DOM environment",
  },
  { name: '@testing-library/react', usedFor: 'rendering components in tests' },
  { name: 'graphql-request', usedFor: 'the GraphQL base query' },
  { name: 'graphql', usedFor: "`graphql-request`'s types" },
  { name: 'normalizr', usedFor: 'normalizing nested responses' },
  {
    name: '@rtk-query/codegen-openapi',
    usedFor: 'generating an API slice from an OpenAPI schema',
  },
  { name: 'redux-persist', usedFor: 'persisting the store' },
  { name: 'axios', usedFor: 'a base query built on axios' },
]

/**
 * How prose names a package where that is not its npm name: the versions
 * written beside either spelling are held to the installed ones
 * (tests/docs/documentedVersions.test.ts), and a page that describes the
 * package states its major in this spelling (scripts/code-check/packageMajors.ts).
 */
export const PROSE_NAMES: Readonly<Record<string, string>> = {
  react: 'React',
  typescript: 'TypeScript',
  next: 'Next.js',
  msw: 'MSW',
  vitest: 'Vitest',
  jest: 'Jest',
}

/** How messages name a package: `typescript (the native compiler)`. */
export const labelOf = (pkg: DocumentedPackage) =>
  pkg.note ? `${pkg.name} (${pkg.note})` : pkg.name

/** Its folder under node_modules. */
export const folderOf = (pkg: DocumentedPackage) => pkg.installedAs ?? pkg.name

/** The version installed in this project, from its package.json. */
export function installedVersion(
  pkg: DocumentedPackage,
  root: string = REPO_ROOT,
): string {
  const file = path.join(root, 'node_modules', folderOf(pkg), 'package.json')
  let version: unknown
  try {
    ;({ version } = JSON.parse(readFileSync(file, 'utf8')) as {
      version?: unknown
    })
  } catch (error) {
    throw new Error(
      `${labelOf(pkg)} is documented (src/markdown/documentedPackages.ts) but ${path.relative(root, file)} cannot be read: ${(error as Error).message}`,
    )
  }
  if (typeof version !== 'string')
    throw new Error(`${path.relative(root, file)} has no version`)
  return version
}
