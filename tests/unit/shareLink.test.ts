import { describe, expect, it } from 'vitest'
import {
  editFragment,
  FORMAT_VERSION,
  FRAGMENT_START,
  isEditFragment,
  readEditFragment,
  type SharedEdit,
} from '../../src/features/editable-samples/shareLink'

const sample: SharedEdit = {
  kind: 'sample',
  at: 3,
  file: 'store.ts',
  code: "import { configureStore } from '@reduxjs/toolkit'\n// ünïcödé, emoji 🚀, quotes ' \" `\n",
}
const app: SharedEdit = {
  kind: 'app',
  app: 'quick-start',
  files: { 'src/App.tsx': 'export const App = () => <p>hi</p>\n' },
}

/** The fragment of any JSON value, as editFragment would write it. */
async function fragmentOf(value: unknown, version = FORMAT_VERSION) {
  const bytes = new TextEncoder().encode(JSON.stringify(value))
  const deflated = new Uint8Array(
    await new Response(
      new Blob([bytes])
        .stream()
        .pipeThrough(new CompressionStream('deflate-raw')),
    ).arrayBuffer(),
  )
  const base64 = Buffer.from(deflated).toString('base64url')
  return `${FRAGMENT_START}${version}.${base64}`
}

describe('the shared-edit fragment', () => {
  it('round-trips a sample’s and an app’s edit, versioned, in URL-safe characters', async () => {
    for (const edit of [sample, app]) {
      const fragment = await editFragment(edit)
      expect(fragment.startsWith(`#edit=${FORMAT_VERSION}.`)).toBe(true)
      expect(fragment.slice(FRAGMENT_START.length)).toMatch(
        /^\d+\.[A-Za-z0-9_-]+$/,
      )
      expect(isEditFragment(fragment)).toBe(true)
      expect(await readEditFragment(fragment)).toEqual({ ok: true, edit })
    }
  })

  it('compresses: a long file makes a much shorter link', async () => {
    const code = 'const counter = createSlice({ name: "counter" })\n'.repeat(40)
    const fragment = await editFragment({ ...sample, code })
    expect(fragment.length).toBeLessThan(code.length / 4)
  })

  it('is not claimed by other fragments', () => {
    expect(isEditFragment('#usage')).toBe(false)
    expect(isEditFragment('')).toBe(false)
  })

  it.each([
    ['no version', `${FRAGMENT_START}abc`, /no version/],
    ['an unknown version', `${FRAGMENT_START}2.abc`, /format 2.*reads 1/],
    ['data that is not base64url deflate', `${FRAGMENT_START}1.%%%`, /damaged/],
    ['deflate cut short', 'cut', /damaged/],
  ])('refuses %s with a reason', async (_case, hash, reason) => {
    const fragment =
      hash === 'cut' ? (await editFragment(sample)).slice(0, 30) : hash
    const read = await readEditFragment(fragment)
    expect(read.ok).toBe(false)
    expect(!read.ok && read.reason).toMatch(reason)
  })

  it.each([
    ['a number', 42],
    ['an unknown kind', { kind: 'other', at: 0 }],
    ['a negative place', { ...sample, at: -1 }],
    ['a fractional place', { ...sample, at: 1.5 }],
    ['code that is not text', { ...sample, code: 7 }],
    ['app files that are not text', { ...app, files: { 'src/App.tsx': null } }],
    ['app files as a list', { ...app, files: ['src/App.tsx'] }],
  ])('refuses JSON that is %s', async (_case, value) => {
    const read = await readEditFragment(await fragmentOf(value))
    expect(read).toEqual({
      ok: false,
      reason: expect.stringMatching(/does not describe code/),
    })
  })

  it('drops what the format does not hold', async () => {
    const read = await readEditFragment(
      await fragmentOf({ ...sample, script: 'alert(1)' }),
    )
    expect(read).toEqual({ ok: true, edit: sample })
  })
})
