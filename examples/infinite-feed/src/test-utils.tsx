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

// Lists the requests the mock server receives, as '/api/feed?cursor=11'.
export function recordRequests() {
  const requests: string[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    requests.push(url.pathname + url.search)
  })
  return requests
}
