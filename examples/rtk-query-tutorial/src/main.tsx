import { setupListeners } from '@reduxjs/toolkit/query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { App } from './App'
import { makeStore } from './app/store'

const store = makeStore()
// Turns window focus and online events into actions, which refetchOnFocus
// and refetchOnReconnect need.
setupListeners(store.dispatch)

async function startMockApi() {
  const { worker } = await import('./mocks/browser')
  // Requests that are not API calls (scripts, styles) go to Vite as usual.
  await worker.start({ onUnhandledRequest: 'bypass' })
}

startMockApi().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <App />
      </Provider>
    </StrictMode>,
  )
})
