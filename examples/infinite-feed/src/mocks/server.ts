import { setupServer } from 'msw/node'
import { handlers } from './handlers'

// Used by the tests (Node).
export const server = setupServer(...handlers)
