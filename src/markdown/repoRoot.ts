import path from 'node:path'

/** The repository's root: pages, example apps, links/ and node_modules are found from here. */
export const REPO_ROOT = path.resolve(__dirname, '../..')
