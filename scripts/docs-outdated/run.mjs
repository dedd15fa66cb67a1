// `npm run docs:outdated` (see main.ts). The script is TypeScript, loaded
// through jiti as `npm run api-history` loads its own.
import { fileURLToPath } from 'node:url'
import createJiti from 'jiti'

/** @type {import('./main')} */
const { main } = createJiti(fileURLToPath(import.meta.url))('./main.ts')
main()
