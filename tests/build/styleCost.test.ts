import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Runs against the production build (npm run build first): the stylesheet has
// no rule that styles a highlight pseudo-element (::highlight(), ::selection,
// …) on every element of a page. Chromium computes a highlight style for each
// element such a rule can match, in the first style pass of every page, shown
// or not: the site's two highlights cost a fifth of that pass on
// /usage/usage-guide at 16x CPU ("Style and layout" in
// scripts/bench/README.md). A highlight rule must wait behind an attribute
// that the page's script sets while it shows the highlight, and that no page's
// HTML names.
const BUILD = 'build'
const CSS_DIR = `${BUILD}/assets/css`
const HIGHLIGHT_PSEUDO =
  /::(?:highlight\([^)]*\)|selection|target-text|spelling-error|grammar-error)/

const stylesheets = readdirSync(CSS_DIR)
  .filter((name) => name.endsWith('.css'))
  .map((name) => readFileSync(path.join(CSS_DIR, name), 'utf8'))
const pages = readdirSync(BUILD, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.html'))
  .map((name) => readFileSync(path.join(BUILD, name), 'utf8'))

/** Each selector of each style rule, at-rules' own preludes left out; the CSS is minified. */
function selectorsOf(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '')
  return [...withoutComments.matchAll(/([^{};]+)\{[^{}]*\}/g)]
    .map(([, prelude]) => prelude!.trim())
    .filter((prelude) => !prelude.startsWith('@'))
    .flatMap(splitTopLevel)
}

/** `a, b:is(c, d)` → `a`, `b:is(c, d)`. */
function splitTopLevel(list: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < list.length; i++) {
    const char = list[i]
    if (char === '(') depth++
    else if (char === ')') depth--
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim())
      start = i + 1
    }
  }
  parts.push(list.slice(start).trim())
  return parts
}

/**
 * Whether a page can have this attribute before any highlight is shown: on an
 * element of its server HTML, or named by its inline scripts, which run before
 * the first paint (the colour mode's sets `data-theme` on every page).
 */
const onSomePage = (attribute: string) =>
  pages.some((html) => html.includes(attribute))

describe('style rules whose cost grows with the page', () => {
  const highlightSelectors = stylesheets
    .flatMap(selectorsOf)
    .filter((selector) => HIGHLIGHT_PSEUDO.test(selector))

  it('finds the highlight rules to check (the site styles its highlights)', () => {
    expect(pages.length).toBeGreaterThan(50)
    expect(highlightSelectors.length).toBeGreaterThan(0)
  })

  it('styles a highlight only behind an attribute that no page has before it shows one', () => {
    const everywhere = highlightSelectors.filter(
      (selector) =>
        ![...selector.matchAll(/\[([a-z-]+)/gi)].some(
          ([, attribute]) => !onSomePage(attribute!),
        ),
    )
    expect(
      everywhere,
      'these highlight rules can match every element of every page: scope each behind an attribute set only while its highlight is shown',
    ).toEqual([])
  })
})
