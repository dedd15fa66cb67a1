// An example app's colour mode, added to every app's page by
// examples/vite.config.mts as a classic script at the top of <head>, so it
// runs before the stylesheet and the first paint (manuals/example-apps.md
// § Styles and colour mode). Opened on its own (a new tab, `npm run
// example`), an app follows the system's prefers-color-scheme (app.css). Run
// in a frame by the site (src/components/RunExample), it takes the site's
// mode: from the frame's address (`?theme=dark`) before the first paint, then
// from each message the page posts when the reader switches modes.

// A classic script, not a module: these names stay inside the block.
{
  const setMode = (mode: unknown) => {
    if (mode === 'light' || mode === 'dark')
      document.documentElement.dataset.theme = mode
  }

  setMode(new URLSearchParams(location.search).get('theme'))

  window.addEventListener('message', (event: MessageEvent) => {
    // Only the page framing the app, and only from the site's own origin.
    if (event.source !== window.parent || event.origin !== location.origin)
      return
    if (event.data?.type === 'color-mode') setMode(event.data.mode)
  })
}
