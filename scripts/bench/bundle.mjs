// npm run bench:bundle: builds with BUNDLE_STATS=1 and prints what the
// JavaScript every page loads (the entry chunks) is made of, by package, and
// the largest other chunks. Module sizes are before minification; each
// package's gzip share is its part of the minified chunk's gzip size.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { BUILDS } from '../builds.mjs'
import { sizesOf } from './sizes.mjs'

const STATS = 'reports/bundle/client-stats.json'
const built = spawnSync(
  'npx',
  ['docusaurus', 'build', '--out-dir', BUILDS.site],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, BUNDLE_STATS: '1' },
  },
)
if (built.status !== 0) process.exit(built.status ?? 1)
const stats = JSON.parse(readFileSync(STATS, 'utf8'))

/** `node_modules/react-dom/…` → react-dom; our own files by folder. */
function ownerOf(name) {
  const clean = name.replace(/^.*!/, '').replace(/ \+ \d+ modules$/, '')
  const packages = [...clean.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)]
  if (packages.length) return packages.at(-1)[1]
  return clean.replace(/^\.\//, '').split('/').slice(0, 3).join('/')
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`

function describe(chunk, top) {
  const files = chunk.files.filter((file) => file.endsWith('.js'))
  const sizes = files
    .map((file) => sizesOf(BUILDS.site, file))
    .reduce(
      (sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }),
      { raw: 0, gzip: 0 },
    )
  const owners = new Map()
  // Concatenated modules list their parts when Rspack names them; when it
  // does not (its stats give `Layout/index.js + 76 modules` one nameless
  // part), the whole counts for the root module's owner.
  const modules = (chunk.modules ?? [])
    .flatMap((module) =>
      module.modules?.some((part) => part.name) ? module.modules : [module],
    )
    .filter((module) => module.name)
  for (const module of modules)
    owners.set(
      ownerOf(module.name),
      (owners.get(ownerOf(module.name)) ?? 0) + module.size,
    )
  const total = [...owners.values()].reduce((sum, size) => sum + size, 0)
  console.log(
    `\n${files.join(', ')}: ${kib(sizes.raw)} minified, ${kib(sizes.gzip)} gzip, ${modules.length} modules`,
  )
  for (const [owner, size] of [...owners]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)) {
    console.log(
      `  ${owner.padEnd(60)} ${kib(size).padStart(10)} source  ≈${kib((size / total) * sizes.gzip).padStart(9)} gzip`,
    )
  }
}

const entryChunks = new Set(
  Object.values(stats.entrypoints).flatMap((entry) => entry.chunks),
)
console.log('Entry chunks (every page loads them):')
for (const chunk of stats.chunks.filter((chunk) => entryChunks.has(chunk.id)))
  describe(chunk, 30)
console.log('\nLargest other chunks:')
const others = stats.chunks
  .filter(
    (chunk) =>
      !entryChunks.has(chunk.id) &&
      chunk.files.some((file) => file.endsWith('.js')),
  )
  .sort((a, b) => b.size - a.size)
  .slice(0, 8)
for (const chunk of others) describe(chunk, 6)
