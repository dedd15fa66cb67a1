import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'

// Used by `npm run example`: a service worker answers the app's requests.
export const worker = setupWorker(...handlers)
