import type { Config } from '@docusaurus/types'
import { describe, expect, it, vi } from 'vitest'
import ComponentTypes from '../../src/theme/NavbarItem/ComponentTypes'

// The theme alias exists only in Docusaurus's bundler: the table's keys are what is tested.
vi.mock('@theme/NavbarItem/DefaultNavbarItem', () => ({ default: () => null }))

/** The type the theme's NavbarItem gives an item (its normalizeComponentType): no type, or `default`, with `items` is a dropdown. */
function typeOf(item: { type?: string; items?: unknown }): string {
  if (!item.type || item.type === 'default')
    return 'items' in item ? 'dropdown' : 'default'
  return item.type
}

describe('the navbar item types of src/theme/NavbarItem/ComponentTypes', () => {
  // Loading the config loads every plugin and remark plugin it names: seconds.
  it(
    'include the type of every navbar item in the config',
    { timeout: 30_000 },
    async () => {
      const config = (await import('../../docusaurus.config')).default as Config
      const items = (
        config.themeConfig as { navbar: { items: { type?: string }[] } }
      ).navbar.items
      expect(items.length).toBeGreaterThan(3)
      expect(
        items
          .map(typeOf)
          .filter((type) => !Object.hasOwn(ComponentTypes, type)),
      ).toEqual([])
    },
  )

  it('tell a dropdown from a link as the theme does', () => {
    expect(typeOf({ items: [] })).toBe('dropdown')
    expect(typeOf({ type: 'docsVersionDropdown' })).toBe('docsVersionDropdown')
    expect(typeOf({})).toBe('default')
  })
})
