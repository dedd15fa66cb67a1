import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { textOfHtml } from '../../src/markdown/codeHtml'
import { splitFiles } from '../../src/markdown/codeSample'
import { transpileToJs } from '../../src/markdown/transpile'
import { hoversOf, readCached } from '../../src/features/type-hovers/cache'
import { computeHovers } from '../../src/features/type-hovers/compute'
import {
  blockKey,
  hoverBlock,
  importedPackages,
} from '../../src/markdown/hoverKey'
import type { HoverBlock } from '../../src/markdown/hoverTypes'
import { quickInfoOracle } from '../support/quickInfoOracle'

const SAMPLE = `// file: setup.ts hidden
export interface Todo {
  id: number
  title: string
}
// file: store.ts
import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Todo } from './setup'

const todos = createSlice({
  name: 'todos',
  initialState: [] as Todo[],
  reducers: {
    added(state, action: PayloadAction<Todo>) {
      state.push(action.payload)
    },
  },
})

export const store = configureStore({ reducer: { todos: todos.reducer } })
export type RootState = ReturnType<typeof store.getState>
export const first = (state: RootState): Todo | undefined => state.todos[0]
const kinds = ['a', 'b'] as const
export function same<T>(value: T): T {
  return value
}
export const pair = same<Todo | undefined>(first(store.getState()))
export { kinds }`

/** The fixture as the check and the pages see it, with its JavaScript tab. */
async function sampleBlock(code = SAMPLE): Promise<HoverBlock> {
  const block = hoverBlock(splitFiles(code, 'ts'), 'ts')
  for (const file of block.files)
    if (!file.hidden) file.js = await transpileToJs(file.code, 'ts')
  return block
}

const temporary: string[] = []
const cacheDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'type-hovers-'))
  temporary.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true })
})

describe('the hovers of a sample', async () => {
  const block = await sampleBlock()
  const hovers = computeHovers([block]).get(block.key)!
  const store = block.files.find((file) => file.name === 'store.ts')!
  const named = (tab: 'ts' | 'js') =>
    hovers.files['store.ts']![tab]!.map(([start, end, text]) => ({
      name: (tab === 'ts' ? store.code : store.js!).slice(start, end),
      text: textOfHtml(hovers.texts[text]!),
    }))

  it('covers every name of the visible files, declarations and uses, and no keyword or hidden file', () => {
    expect(Object.keys(hovers.files)).toEqual(['store.ts'])
    const names = named('ts').map(({ name }) => name)
    expect(names.filter((name) => name === 'store')).toHaveLength(3)
    expect(names).toContain('PayloadAction')
    expect(names).toContain('payload')
    // `as const` is a keyword; so are `type`, `export`, `function`.
    expect(names).not.toContain('const')
    expect(names).not.toContain('type')
    expect(names.every((name) => /^[A-Za-z_$][\w$]*$/.test(name))).toBe(true)
  })

  it('each text is what a plain TypeScript program over the fixture says at that very place, repeated names included', () => {
    // The oracle (tests/support/quickInfoOracle.ts) is the fixture's files
    // as written, cut at its `// file:` lines here, the hidden setup.ts
    // included, in a language service of its own.
    const files = Object.fromEntries(
      SAMPLE.split(/^\/\/ file: /m)
        .filter(Boolean)
        .map((part) => {
          const [marker = '', ...lines] = part.split('\n')
          return [marker.split(' ')[0]!, lines.join('\n')]
        }),
    )
    expect(Object.keys(files)).toEqual(['setup.ts', 'store.ts'])
    // The shown file is the fixture's text below its marker, so offsets
    // into one are offsets into the other.
    expect(store.code).toBe(files['store.ts'])
    const oracle = quickInfoOracle(files)
    expect(oracle.errors('store.ts')).toEqual([])
    const wanted = hovers.files['store.ts']!.ts.map(([start]) =>
      oracle.quickInfo('store.ts', start),
    )
    expect(named('ts').map(({ text }) => text)).toEqual(wanted)
    // The same name reads differently where TypeScript instantiates it.
    const same = named('ts').filter(({ name }) => name === 'same')
    expect(new Set(same.map(({ text }) => text)).size).toBe(2)
    expect(same.map(({ text }) => text)).toContain(
      'function same<Todo | undefined>(value: Todo | undefined): Todo | undefined',
    )
  }, 60_000)

  it('carries the JSDoc first paragraph', () => {
    const [, , , doc] = hovers.files['store.ts']!.ts.find(
      ([start, end]) => store.code.slice(start, end) === 'configureStore',
    )!
    expect(hovers.docs[doc]).toMatch(/^A friendly abstraction/)
    expect(hovers.docs[doc]).not.toMatch(/\n\n|@/)
  })

  it('maps the JavaScript tab to the same names: its runtime names, none of the types', () => {
    const js = named('js')
    const ts = named('ts')
    expect(js.length).toBeGreaterThan(20)
    expect(js.map(({ name }) => name)).not.toContain('RootState')
    expect(js.map(({ name }) => name)).not.toContain('PayloadAction')
    for (const { name, text } of js)
      expect(
        ts.some((entry) => entry.name === name && entry.text === text),
        name,
      ).toBe(true)
    // In order: the JavaScript's names are the TypeScript's runtime names.
    const action = js.filter(({ name }) => name === 'action')
    expect(action).toHaveLength(2)
  })
})

describe('the cache', () => {
  it('computes a block once: a second read is a hit; a changed sample is computed again', async () => {
    const dir = cacheDir()
    const block = await sampleBlock()
    const compute = vi.fn(computeHovers)
    const first = await hoversOf([block], { dir, compute })
    expect(compute).toHaveBeenCalledTimes(1)
    expect(readCached(block.key, dir)).toEqual(first.get(block.key))

    const again = await hoversOf([block], { dir, compute })
    expect(compute).toHaveBeenCalledTimes(1)
    expect(again).toEqual(first)

    const changed = await sampleBlock(SAMPLE.replace("'todos'", "'tasks'"))
    expect(changed.key).not.toBe(block.key)
    await hoversOf([block, changed], { dir, compute })
    expect(compute).toHaveBeenCalledTimes(2)
    expect(compute.mock.calls[1]![0].map((b: HoverBlock) => b.key)).toEqual([
      changed.key,
    ])
  }, 60_000)

  it('misses are computed together, in one program', async () => {
    const dir = cacheDir()
    const blocks = [
      await sampleBlock(SAMPLE.replace('todos', 'a')),
      await sampleBlock(SAMPLE.replace('todos', 'b')),
    ]
    const compute = vi.fn(computeHovers)
    await hoversOf(blocks, { dir, compute })
    expect(compute).toHaveBeenCalledTimes(1)
    expect(compute.mock.calls[0]![0]).toHaveLength(2)
  }, 60_000)

  it('a full hit loads no TypeScript; a miss does', async () => {
    const dir = cacheDir()
    const block = await sampleBlock()
    await hoversOf([block], { dir })
    vi.resetModules()
    let loaded = 0
    vi.doMock('typescript', () => {
      loaded++
      throw new Error('TypeScript was loaded')
    })
    try {
      const cache = await import('../../src/features/type-hovers/cache')
      const key = await import('../../src/markdown/hoverKey')
      const fresh = key.hoverBlock(splitFiles(SAMPLE, 'ts'), 'ts')
      expect(fresh.key).toBe(block.key)
      const hits = await cache.hoversOf([fresh], { dir })
      expect(hits.get(block.key)).toEqual(readCached(block.key, dir))
      expect(loaded).toBe(0)

      const miss = key.hoverBlock(splitFiles('const x = 1', 'ts'), 'ts')
      await expect(cache.hoversOf([miss], { dir })).rejects.toThrow()
      expect(loaded).toBe(1)
    } finally {
      vi.doUnmock('typescript')
      vi.resetModules()
    }
  }, 60_000)
})

describe('the cache key', () => {
  const files = splitFiles(SAMPLE, 'ts').map((file) => ({
    ...file,
    lang: 'ts' as const,
  }))

  it('is the same for the same sample and changes with its code, file names, hidden files and language', () => {
    const key = blockKey(files)
    expect(blockKey(files.map((file) => ({ ...file })))).toBe(key)
    const changes = [
      files.map((f, i) => (i === 1 ? { ...f, code: `${f.code}\n` } : f)),
      files.map((f, i) => (i === 1 ? { ...f, name: 'other.ts' } : f)),
      files.map((f) => ({ ...f, hidden: false })),
      files.map((f) => ({ ...f, lang: 'tsx' as const })),
    ]
    for (const changed of changes) expect(blockKey(changed)).not.toBe(key)
  })

  it('names the packages a sample imports, whose versions it holds', () => {
    expect(
      importedPackages(`import { a } from '@reduxjs/toolkit/query/react'
import type { B } from "react-redux"
import './styles.css'
import { c } from './local'
export { d } from 'immer'
const e = await import('msw/browser')
import 'side-effect'`),
    ).toEqual([
      '@reduxjs/toolkit',
      'immer',
      'msw',
      'react-redux',
      'side-effect',
    ])
  })
})
