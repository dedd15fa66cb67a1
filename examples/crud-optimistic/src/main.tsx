import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { App } from './App'
import { setupStore } from './app/store'
import { worker } from './mocks/browser'

const store = setupStore()

// The worker script is at the app's root: under a sub-path (Vite's `base`)
// when the site runs the app in a page.
const serviceWorker = { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` }

// Start the mock API first, so the first request is already answered by it.
worker.start({ onUnhandledRequest: 'bypass', serviceWorker }).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <App />
      </Provider>
    </StrictMode>,
  )
})
