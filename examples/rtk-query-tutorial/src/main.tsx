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
  await worker.start({
    // Requests that are not API calls (scripts, styles) go to Vite as usual.
    onUnhandledRequest: 'bypass',
    // The worker script is at the app's root, which is the site's root
    // unless the app is served under a sub-path (Vite's `base`).
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
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
