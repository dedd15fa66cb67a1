import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { Provider } from 'react-redux'
import { setupStore } from './app/store'
import type { AppStore } from './app/store'
import { server } from './mocks/server'

export function renderWithStore(
  ui: ReactElement,
  store: AppStore = setupStore(),
) {
  return { store, ...render(<Provider store={store}>{ui}</Provider>) }
}

const describeRequest = (request: Request) =>
  `${request.method} ${new URL(request.url).pathname}`

// Lists what the mock server sees: requests as 'GET /api/tasks', answers
// as 'GET /api/tasks 200'.
export function recordTraffic() {
  const requests: string[] = []
  const responses: string[] = []
  server.events.on('request:start', ({ request }) => {
    requests.push(describeRequest(request))
  })
  server.events.on('response:mocked', ({ request, response }) => {
    responses.push(`${describeRequest(request)} ${response.status}`)
  })
  return { requests, responses }
}
