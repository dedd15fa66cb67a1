// @vitest-environment happy-dom
import path from 'node:path'
import React from 'react'
import { cleanup, render, screen, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import CacheEntryLifecycle from '../../src/components/CacheEntryLifecycle'
import { LIFECYCLE_STEPS } from '../../src/components/CacheEntryLifecycle/steps'
import { pageMarkdown } from '../../src/plugins/markdown-twins/pageMarkdown'
import { PAGE_COMPONENTS } from '../../src/remark/pageComponents'

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
  it('is an image with a title, labelled by it', () => {
    render(<CacheEntryLifecycle />)
    const svg = screen.getByRole('img')
    expect(svg.tagName.toLowerCase()).toBe('svg')
    const title = svg.querySelector('title')
    expect(title?.textContent).toBe('The life of an RTK Query cache entry')
    expect(svg.getAttribute('aria-labelledby')).toBe(title?.id)
    expect(
      document.getElementById(svg.getAttribute('aria-describedby')!),
    ).toBeTruthy()
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
    expect(PAGE_COMPONENTS.CacheEntryLifecycle).toBe(
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
