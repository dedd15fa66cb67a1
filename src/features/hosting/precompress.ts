import { readFile, readdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|md|map|webmanifest)$/
/** Below this, compression saves less than the headers it adds. */
const MIN_BYTES = 1024

/**
 * Brotli quality by what a reader waits for. On this site's 9.7 MB build,
 * quality 11 took 12.9 s of CPU for 1555 KiB, 10 took 4.7 s for 1594 KiB,
 * 9 took 2.5 s and 7 took 0.4 s for 1733 KiB: above 7 each step costs far more
 * CPU than it saves bytes. The files every first visit loads (entry scripts,
 * CSS) and those a feature says a reader waits for (the search index) are
 * worth quality 10; every other file, about 90% of the bytes, gets 7: a
 * page's HTML and content chunk grow by about 1 KiB.
 */
export const BROTLI_QUALITY = { critical: 10, other: 7 } as const

/** Docusaurus's entry scripts and CSS: see BROTLI_QUALITY. */
const ENTRY_FILES =
  /^assets[\\/](js[\\/](runtime~)?main\.[0-9a-f]+\.js|css[\\/][^\\/]+\.css)$/

/** Writes `file.gz` (gzip -9) and `file.br` (brotli at `brotliQuality`) next to `file`. */
async function compressFile(
  file: string,
  brotliQuality: number,
): Promise<{ raw: number; gzip: number; brotli: number } | undefined> {
  const content = await readFile(file)
  if (content.length < MIN_BYTES) return undefined
  const [gz, br] = await Promise.all([
    gzipAsync(content, { level: 9 }),
    brotliAsync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  ])
  await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)])
  return { raw: content.length, gzip: gz.length, brotli: br.length }
}

/**
 * Compresses every compressible file of the build once, so that servers that
 * serve `.gz`/`.br` as they are (nginx gzip_static/brotli_static, most CDNs)
 * never compress on a request. `waitedFor`: build-relative names, besides the
 * entry files, that get the critical quality.
 */
export async function precompress(
  outDir: string,
  waitedFor: readonly RegExp[] = [],
): Promise<{ files: number; raw: number; gzip: number; brotli: number }> {
  const isCritical = (name: string) =>
    ENTRY_FILES.test(name) || waitedFor.some((pattern) => pattern.test(name))
  const names = (await readdir(outDir, { recursive: true })).filter((name) =>
    COMPRESSIBLE.test(name),
  )
  const totals = { files: 0, raw: 0, gzip: 0, brotli: 0 }
  // Two at a time: the build machine has two cores.
  const queue = [...names]
  const worker = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const file = path.join(outDir, name)
      if (!(await stat(file)).isFile()) continue
      const sizes = await compressFile(
        file,
        isCritical(name) ? BROTLI_QUALITY.critical : BROTLI_QUALITY.other,
      )
      if (!sizes) continue
      totals.files += 1
      totals.raw += sizes.raw
      totals.gzip += sizes.gzip
      totals.brotli += sizes.brotli
    }
  }
  await Promise.all([worker(), worker()])
  return totals
}
