// `npm run api-history` (see main.ts). The script is TypeScript, loaded
// through jiti as the type-hovers worker loads its TypeScript.
import { fileURLToPath } from 'node:url'
import createJiti from 'jiti'

/** @type {import('./main')} */
const { main } = createJiti(fileURLToPath(import.meta.url))('./main.ts')
main()
