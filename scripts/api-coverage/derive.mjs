// Derives src/markdown/api-homes.json from the docs plan's API inventory: for
// each entry point of @reduxjs/toolkit, which page documents each runtime
// export. Run it again when the inventory changes:
//   node scripts/api-coverage/derive.mjs [path/to/api-inventory.json]
import { readFileSync, writeFileSync } from 'node:fs'

const source =
  process.argv[2] ??
  new URL('../../../shared/docs-plan/api-inventory.json', import.meta.url)
    .pathname
const inventory = JSON.parse(readFileSync(source, 'utf8'))

const homeOf = new Map()
for (const [route, page] of Object.entries(inventory.pages)) {
  for (const name of page.primaryExports) {
    if (homeOf.has(name) && homeOf.get(name) !== route) {
      throw new Error(
        `${name} is a primary export of both ${homeOf.get(name)} and ${route}`,
      )
    }
    homeOf.set(name, route)
  }
}

const entryPoints = {}
for (const [entry, { values }] of Object.entries(inventory.entryPoints)) {
  entryPoints[entry] = Object.fromEntries(
    [...values].sort().map((name) => {
      if (!homeOf.has(name))
        throw new Error(
          `${entry} exports ${name}, which no page lists as a primary export`,
        )
      return [name, homeOf.get(name)]
    }),
  )
}

const output = new URL('../../src/markdown/api-homes.json', import.meta.url)
writeFileSync(
  output,
  `${JSON.stringify({ version: inventory.package.version, entryPoints }, null, 2)}\n`,
)
console.log(`wrote ${output.pathname}`)
