// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import path from 'node:path'
import React from 'react'
import { cleanup, render, screen, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import CacheEntryLifecycle from '../../src/components/CacheEntryLifecycle'
import { DRAWINGS } from '../../src/components/CacheEntryLifecycle/drawings'
import { LIFECYCLE_STEPS } from '../../src/components/CacheEntryLifecycle/steps'
import { pageMarkdown } from '../../src/features/markdown-twins/pageMarkdown'
import { PAGE_COMPONENTS } from '../../src/features/page-components/pageComponents'

afterEach(cleanup)

// The steps a reader must find both in the diagram's text equivalent and in
// the page's Markdown twin.
const NAMES = [
  'Subscribe',
  'Fetch',
  'Cached',
  'Refetch',
  'Unsubscribe',
  'Removed',
]
const TERMS = [
  'invalidates a tag',
  'refetchOnFocus',
  'refetchOnReconnect',
  'refetchOnMountOrArgChange',
  'pollingInterval',
  'keepUnusedDataFor',
]

describe('CacheEntryLifecycle', () => {
  it('is drawn twice, wide and tall, each an image labelled by its title', () => {
    render(<CacheEntryLifecycle />)
    const svgs = screen.getAllByRole('img')
    expect(svgs.map((svg) => svg.tagName.toLowerCase())).toEqual(['svg', 'svg'])
    for (const svg of svgs) {
      const title = svg.querySelector('title')
      expect(title?.textContent).toBe('The life of an RTK Query cache entry')
      expect(svg.getAttribute('aria-labelledby')).toBe(title?.id)
      expect(
        document.getElementById(svg.getAttribute('aria-describedby')!),
      ).toBeTruthy()
      // One SVG unit per CSS pixel: shown at its own size, never scaled up.
      const [, , width, height] = svg.getAttribute('viewBox')!.split(' ')
      expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual([
        width,
        height,
      ])
    }
    const ids = Array.from(document.querySelectorAll('[id]')).map((e) => e.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('shows every step in each drawing', () => {
    render(<CacheEntryLifecycle />)
    for (const svg of screen.getAllByRole('img')) {
      const words = Array.from(svg.querySelectorAll('text'))
        .map((text) => text.textContent)
        .join(' ')
      NAMES.forEach((name, i) => expect(words).toContain(`${i + 1}. ${name}`))
      expect(words).toContain('keepUnusedDataFor')
    }
  })

  it('shows the wide drawing only in a column as wide as it', () => {
    // The container query repeats the wide drawing's width: narrower, it
    // would be scaled down, its words with it.
    const css = readFileSync(
      'src/components/CacheEntryLifecycle/styles.module.css',
      'utf8',
    )
    const wide = DRAWINGS.find((drawing) => drawing.name === 'wide')!
    expect(css).toMatch(
      new RegExp(`@container lifecycle \\(min-width: ${wide.width}px\\)`),
    )
  })

  it('lists every step, in order, as the text equivalent', () => {
    render(<CacheEntryLifecycle />)
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual(
      NAMES.map((name) => `${name}.`),
    )
    const text = items.map((li) => li.textContent).join(' ')
    for (const term of TERMS) expect(text).toContain(term)
    // Backticks become code, never literal
    expect(text).not.toContain('`')
  })

  it('is complete in the server HTML, with no script and no fixed colours', () => {
    const html = renderToStaticMarkup(<CacheEntryLifecycle />)
    expect(html).toMatch(/^<figure[^>]*><svg[^>]* role="img"/)
    expect(html).not.toContain('<script')
    expect(html).not.toMatch(/(fill|stroke)="#/)
    for (const { name } of LIFECYCLE_STEPS) expect(html).toContain(name)
  })

  it('is a page component whose Markdown twin is the list of steps', async () => {
    expect(PAGE_COMPONENTS.CacheEntryLifecycle.module).toBe(
      '@site/src/components/CacheEntryLifecycle',
    )
    const source = path.resolve('docs/guide/page.mdx')
    const markdown = await pageMarkdown(
      'Before.\n\n<CacheEntryLifecycle />\n\nAfter.\n',
      { title: 'A page', description: 'What it is for.' },
      {
        source,
        routeOfSource: new Map([[source, '/docs/guide/page']]),
        siteUrl: 'https://example.org',
        baseUrl: '/docs/',
      },
    )
    const list = markdown.split('Before.\n\n')[1]!.split('\n\nAfter.')[0]!
    const items = list.split('\n')
    expect(items).toHaveLength(NAMES.length)
    items.forEach((item, i) =>
      expect(item.startsWith(`${i + 1}. **${NAMES[i]}.** `)).toBe(true),
    )
    for (const term of TERMS) expect(list).toContain(term)
    expect(list).toContain('`keepUnusedDataFor`')
  })
})
