import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem'
import type { ComponentTypesObject } from '@theme/NavbarItem/ComponentTypes'

/**
 * The navbar item types this site's navbar uses (docusaurus.config.ts: links
 * with `to` or `href`, which the theme's NavbarItem renders as `default`).
 * The theme's table imports every type it offers, and with them the locale
 * and version dropdowns, into main.js, which every page loads: about 2 KiB
 * gzip. A navbar item of another type fails tests/unit/navbarItems.test.ts,
 * which names the type to add here (from the theme's own table,
 * @docusaurus/theme-classic/lib/theme/NavbarItem/ComponentTypes.js).
 */
const ComponentTypes: Pick<ComponentTypesObject, 'default'> = {
  default: DefaultNavbarItem,
}

export default ComponentTypes
