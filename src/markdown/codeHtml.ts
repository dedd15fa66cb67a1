/**
 * The HTML of a highlighted code block is text with `<span>`s around it:
 * written at build time (src/markdown/highlight.ts), read in the browser
 * (src/theme/CodeBlock) for the copy button.
 */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The code a highlighted block shows, as the reader would copy it. */
export const textOfHtml = (html: string): string =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
