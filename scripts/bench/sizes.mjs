// Raw and gzip bytes of a built file, the gzip being the .gz the build wrote
// (gzip -9, src/features/hosting/precompress.ts) or gzip -9 now.
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export function sizesOf(buildDir, file) {
  const full = path.join(buildDir, file)
  const raw = statSync(full).size
  const gzip = existsSync(`${full}.gz`)
    ? statSync(`${full}.gz`).size
    : gzipSync(readFileSync(full), { level: 9 }).length
  return { raw, gzip }
}
