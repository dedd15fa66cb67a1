/** Marks the navbar's search box, the one Ctrl+K focuses. */
export const SHORTCUT_TARGET = 'data-search-shortcut'

/**
 * Ctrl+K, or ⌘K on Apple platforms, focuses the navbar's search box from
 * anywhere, from the page's first paint on. It is an inline script in <head>
 * rather than the SearchBar's own listener because the page paints before its
 * scripts load (the site's page template): a reader's first Ctrl+K, pressed
 * before the SearchBar hydrated, was lost. The box is in the server's HTML,
 * so the script focuses it at once; the SearchBar, hydrating later, takes up
 * a focus it did not see (useFocusShortcut). Plain ES5, like the template's
 * loader: it runs before any of the bundle.
 */
export const focusShortcutScript = `window.addEventListener('keydown', function (event) {
  if (!event.key || event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey) return;
  var box = document.querySelector('[${SHORTCUT_TARGET}]');
  if (!box) return;
  event.preventDefault();
  box.focus();
  box.select();
});`
