/** Marks the navbar's search box, the one Ctrl+K focuses. */
export const SHORTCUT_TARGET = 'data-search-shortcut'

/**
 * Ctrl+K, or ⌘K on Apple platforms, focuses the navbar's search box from
 * anywhere, from the page's first paint on. It is an inline script in <head>
 * rather than the SearchBar's own listener because the page paints before its
 * scripts load (src/ssrTemplate.ts): a reader's first Ctrl+K, pressed before
 * the SearchBar hydrated, was lost. The box is in the server's HTML, so the
 * script focuses it at once; the SearchBar, hydrating later, takes up a focus
 * it did not see (useFocusShortcut). Written for every browser the page
 * supports without a transpiler, like the page template's loader.
 */
export const focusShortcutScript = `window.addEventListener('keydown', function (event) {
  if (!event.key || event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey) return;
  var box = document.querySelector('[${SHORTCUT_TARGET}]');
  if (!box) return;
  event.preventDefault();
  box.focus();
  box.select();
});`
