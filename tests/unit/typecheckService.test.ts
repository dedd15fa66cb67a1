import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { beforeAll, describe, expect, it } from 'vitest'
import { readDeclarationList } from '../../scripts/code-check/declarationFiles'
import { REPO_ROOT } from '../../src/markdown/repoRoot'
import { createSampleProgram } from '../../src/markdown/sampleProgram'
import {
  createTypecheckService,
  type DeclarationFiles,
  type TypecheckService,
} from '../../src/features/editable-samples/typecheck/service'

// The worker's core in Node, with the real TypeScript and the real list of
// declaration files: what the browser's worker gets from the build's asset.
let declarations: DeclarationFiles
let service: TypecheckService
beforeAll(() => {
  declarations = Object.fromEntries(
    readDeclarationList().map((file) => [
      file,
      readFileSync(path.join(REPO_ROOT, file), 'utf8'),
    ]),
  )
  service = createTypecheckService(ts, { files: declarations, later: [] })
})

const SLICE = `import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export const counterSlice = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: {
    added(state, action: PayloadAction<number>) {
      state.value += action.payload
    },
  },
})
`

describe('type-check worker core (src/features/editable-samples/typecheck/service.ts)', () => {
  it('gives an error at its offsets with its TS code, and none once fixed', () => {
    const code = `${SLICE}counterSlice.actions.added('two')\n`
    const diagnostics = service.check('errors', [{ name: 'counter.ts', code }])
    const argument = code.indexOf(`'two'`)
    expect(diagnostics).toEqual([
      {
        file: 'counter.ts',
        from: argument,
        to: argument + `'two'`.length,
        code: 2345,
        message: expect.stringMatching(
          /^TS2345: Argument of type 'string' is not assignable to parameter of type 'number'/,
        ),
      },
    ])
    expect(
      service.check('errors', [
        { name: 'counter.ts', code: `${SLICE}counterSlice.actions.added(2)\n` },
      ]),
    ).toEqual([])
  }, 60_000)

  it('gives the quick info of createSlice(...)’s result that the sample program in Node gives', () => {
    service.check('hover', [{ name: 'counter.ts', code: SLICE }])
    const offset = SLICE.indexOf('counterSlice')
    const inBrowser = service.typeAt('hover', 'counter.ts', offset)
    const node = createSampleProgram({ 'hover/counter.ts': SLICE })
    const info = node.service.getQuickInfoAtPosition(
      node.pathOf('hover/counter.ts'),
      offset,
    )!
    expect(inBrowser).toEqual({
      from: offset,
      to: offset + 'counterSlice'.length,
      text: ts.displayPartsToString(info.displayParts),
      doc: '',
    })
    expect(inBrowser!.text).toMatch(
      /^const counterSlice: Slice<\{\s*value: number;/,
    )
  }, 60_000)

  it('resolves relative imports between a project’s files', () => {
    expect(
      service.check('app', [
        { name: 'features/counter/counterSlice.ts', code: SLICE },
        {
          name: 'app/store.ts',
          code: `import { configureStore } from '@reduxjs/toolkit'
import { counterSlice } from '../features/counter/counterSlice'

export const store = configureStore({ reducer: { counter: counterSlice.reducer } })
const value: number = store.getState().counter.value
`,
        },
      ]),
    ).toEqual([])
  }, 60_000)

  it('keeps two projects apart: neither sees the other’s files or globals', () => {
    expect(
      service.check('first', [
        {
          name: 'shared.ts',
          code: 'declare global {\n  var fromFirst: number\n}\nexport const only = 1\n',
        },
      ]),
    ).toEqual([])
    const second = service.check('second', [
      {
        name: 'main.ts',
        code: `import { only } from './shared'\nconst n: number = fromFirst\n`,
      },
    ])
    expect(second.map(({ code }) => code)).toEqual([2307, 2304])
  }, 60_000)

  it('asks for the later declarations when a sample looks for one of them, and then answers as with all of them', () => {
    // Any split will do: here msw's own files come later.
    const isLater = (file: string) => file.startsWith('node_modules/msw/')
    const split = createTypecheckService(ts, {
      files: Object.fromEntries(
        Object.entries(declarations).filter(([file]) => !isLater(file)),
      ),
      later: Object.keys(declarations).filter(isLater),
    })
    expect(split.check('slice', [{ name: 'counter.ts', code: SLICE }])).toEqual(
      [],
    )
    expect(split.needsLater()).toBe(false)
    const mock = [
      {
        name: 'handlers.ts',
        code: `import { http, HttpResponse } from 'msw'

export const handlers = [
  http.get('/api/count', () => HttpResponse.json({ value: 'one' as number })),
]
`,
      },
    ]
    split.check('mock', mock)
    expect(split.needsLater()).toBe(true)
    split.addLater(
      Object.fromEntries(
        Object.entries(declarations).filter(([file]) => isLater(file)),
      ),
    )
    const all = service.check('mock', mock)
    expect(all.map(({ code }) => code)).toEqual([2352])
    expect(split.check('mock', mock)).toEqual(all)
    expect(split.needsLater()).toBe(false)
  }, 60_000)
})
