import { describe, expect, it } from 'vitest'
import {
  errorCodeOf,
  isErrorDecoderPath,
  movedPageFor,
  routeVariant,
  searchWordsOfPath,
  sitePath,
} from '../../src/components/NotFoundGuide/paths'

describe('reading the path of a not-found page', () => {
  it('drops the base URL, a trailing slash, index.html and .html', () => {
    expect(sitePath('/docs/api/createSlice/', '/docs/')).toBe(
      '/api/createSlice',
    )
    expect(sitePath('/api/createSlice/index.html', '/')).toBe(
      '/api/createSlice',
    )
    expect(sitePath('/api/createSlice.html', '/')).toBe('/api/createSlice')
    expect(sitePath('/', '/')).toBe('/')
    expect(sitePath('/api/%E2%9C%93', '/')).toBe('/api/✓')
    // A malformed escape is kept, never thrown.
    expect(sitePath('/api/%E2', '/')).toBe('/api/%E2')
  })

  it('knows the error decoder in any letter case, and nothing longer', () => {
    expect(isErrorDecoderPath('/Errors')).toBe(true)
    expect(isErrorDecoderPath('/errors')).toBe(true)
    expect(isErrorDecoderPath('/ERRORS')).toBe(true)
    expect(isErrorDecoderPath('/errors/1')).toBe(false)
    expect(isErrorDecoderPath('/api/errors')).toBe(false)
  })

  it('reads the error code, and says what was given when it is no code', () => {
    expect(errorCodeOf('?code=14')).toEqual({ code: 14, given: '14' })
    expect(errorCodeOf('?code=abc')).toEqual({ given: 'abc' })
    expect(errorCodeOf('?code=1e3')).toEqual({ given: '1e3' })
    expect(errorCodeOf('')).toEqual({ given: undefined })
  })

  it('finds a moved page in any letter case, and only whole paths', () => {
    const moved = {
      '//': 'a comment',
      '/usage/nextjs': {
        label: 'Next.js',
        to: '/usage/usage-guide#setting-up-with-nextjs',
      },
    }
    expect(movedPageFor('/usage/NextJS', moved)?.to).toBe(
      '/usage/usage-guide#setting-up-with-nextjs',
    )
    expect(movedPageFor('/usage/nextjs-guide', moved)).toBeUndefined()
    expect(movedPageFor('//', moved)).toBeUndefined()
  })

  it('finds the route a letter-case variant means, and nothing for other paths', () => {
    const routes = ['/', '/api/createSlice', '/api/createSelector']
    expect(routeVariant('/api/createslice', routes)).toBe('/api/createSlice')
    expect(routeVariant('/API/CREATESELECTOR', routes)).toBe(
      '/api/createSelector',
    )
    expect(routeVariant('/api/createslices', routes)).toBeUndefined()
    expect(routeVariant('/api', routes)).toBeUndefined()
  })

  it('searches for the topical words of a path', () => {
    expect(searchWordsOfPath('/api/createListenerMiddleware')).toBe(
      'createListenerMiddleware',
    )
    expect(searchWordsOfPath('/rtk-query/usage/refetch-on_focus')).toBe(
      'refetch on focus',
    )
    // A path made only of section names still searches for something.
    expect(searchWordsOfPath('/rtk-query/usage')).toBe('rtk query usage')
  })
})
