import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Location } from 'history'
import type { LoadContext, Plugin } from '@docusaurus/types'
import analyticsPlugin, {
  type AnalyticsOptions,
} from '../../src/features/analytics'
import pageViews from '../../src/features/analytics/pageViews'

const plugin = (options: AnalyticsOptions) =>
  analyticsPlugin(options)({} as LoadContext, undefined) as Plugin | null
const at = (pathname: string, hash = '', search = '') =>
  ({ pathname, hash, search, state: undefined }) as Location

describe('analytics plugin', () => {
  it('adds nothing when no id is configured', () => {
    expect(plugin({})).toBeNull()
  })

  it('loads only the configured tools', () => {
    const gtagOnly = plugin({ gtagId: 'G-1' })!
    const tags = JSON.stringify(
      gtagOnly.injectHtmlTags!({ content: undefined }),
    )
    expect(tags).toContain('googletagmanager.com/gtag/js?id=G-1')
    expect(tags).toContain('send_page_view:false')
    expect(tags).not.toContain('umami')

    const umamiOnly = plugin({
      umami: { websiteId: 'w', scriptUrl: 'https://u.example/s.js' },
    })!
    const umamiTags = JSON.stringify(
      umamiOnly.injectHtmlTags!({ content: undefined }),
    )
    expect(umamiTags).toContain('https://u.example/s.js')
    expect(umamiTags).toContain('"data-auto-track":"false"')
    expect(umamiTags).not.toContain('gtag')
  })
})

describe('page views', () => {
  const gtag = vi.fn()
  const track = vi.fn()

  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('window', {
      gtag,
      umami: { track },
      location: { href: 'https://x.test/a' },
    })
    vi.stubGlobal('document', { title: 'A page' })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    gtag.mockReset()
    track.mockReset()
  })

  function navigate(previous: Location | null, next: Location) {
    pageViews.onRouteDidUpdate!({ previousLocation: previous, location: next })
    vi.runAllTimers()
  }

  it('counts the first load and each change of pathname once, in both tools', () => {
    navigate(null, at('/a'))
    navigate(at('/a'), at('/b'))
    navigate(at('/b'), at('/a'))
    expect(
      gtag.mock.calls.filter(([, name]) => name === 'page_view'),
    ).toHaveLength(3)
    expect(track).toHaveBeenCalledTimes(3)
    expect(track.mock.calls[1]![0]({ website: 'w' })).toEqual({
      website: 'w',
      url: '/b',
      title: 'A page',
    })
  })

  it('does not count hash or query changes on the same page', () => {
    navigate(at('/a'), at('/a', '#x'))
    navigate(at('/a', '#x'), at('/a', '', '?q=slice'))
    expect(gtag).not.toHaveBeenCalled()
    expect(track).not.toHaveBeenCalled()
  })
})
