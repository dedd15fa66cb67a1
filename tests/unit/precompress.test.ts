import {
  mkdtempSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  existsSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
} from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import {
  BROTLI_QUALITY,
  precompress,
} from '../../src/features/hosting/precompress'
import { searchHostingNeeds } from '../../src/features/search'
import { indexFileName } from '../../src/features/search/indexFiles.mjs'

const outDir = mkdtempSync(path.join(tmpdir(), 'precompress-'))
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

/** Text whose brotli output differs between qualities 7 and 10. */
const sample = (seed: number) =>
  Array.from(
    { length: 3000 },
    (_, i) => `const v${(i * seed) % 997} = ${(i * 7919 + seed) % 10007};`,
  ).join('\n')

const files = {
  'assets/js/main.0123abcd.js': sample(1),
  'assets/js/runtime~main.0123abcd.js': sample(2),
  'assets/css/styles.0123abcd.css': sample(3),
  'assets/js/4321.89abcdef.js': sample(4),
  'api/createSlice.html': sample(5),
  'tiny.js': 'x',
}
for (const [name, content] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(outDir, name)), { recursive: true })
  writeFileSync(path.join(outDir, name), content)
}
const brotli = (text: string, quality: number) =>
  brotliCompressSync(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
    },
  })

describe('precompressing the build', async () => {
  const totals = await precompress(outDir)

  it('writes gzip and brotli copies that decompress to the file, except below 1 KiB', () => {
    expect(totals.files).toBe(5)
    for (const [name, content] of Object.entries(files)) {
      const file = path.join(outDir, name)
      if (content.length < 1024) {
        expect(existsSync(`${file}.br`)).toBe(false)
        continue
      }
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(content)
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(
        content,
      )
    }
  })

  it('spends brotli quality 10 on the entry scripts and CSS, 7 on the rest', () => {
    expect(brotli(sample(1), 10).equals(brotli(sample(1), 7))).toBe(false)
    for (const [name, content] of Object.entries(files)) {
      if (content.length < 1024) continue
      const quality = /main\.|\.css$/.test(name)
        ? BROTLI_QUALITY.critical
        : BROTLI_QUALITY.other
      expect(
        readFileSync(path.join(outDir, `${name}.br`)).equals(
          brotli(content, quality),
        ),
        name,
      ).toBe(true)
    }
  })
})

describe('precompressing the search index', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-index-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const index = indexFileName(sample(6))
  writeFileSync(path.join(dir, index), sample(6))
  await precompress(dir, searchHostingNeeds.waitedFor)

  it('spends brotli quality 10 on it: a search waits for it', () => {
    expect(
      readFileSync(path.join(dir, `${index}.br`)).equals(
        brotli(sample(6), BROTLI_QUALITY.critical),
      ),
    ).toBe(true)
  })
})
