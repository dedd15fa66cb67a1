import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { compileApp } from '../../src/features/example-runner/compile'
import { mockFetch } from '../../src/features/example-runner/libraries/mockFetch'

// The example runner's two halves that run outside the runner page: the
// compile step (the reader's files to modules cut at their imports) and the
// fetch that answers with the app's MSW handlers. The runner itself is
// tested in the browser (tests/e2e/exampleRunner.spec.ts).

const LIBRARIES = ['react', 'react/jsx-runtime', 'react-redux']

describe('compileApp', () => {
  it('compiles TypeScript and JSX, and resolves each import to an app file or a library', () => {
    const { modules, errors } = compileApp(
      [
        {
          name: 'src/main.tsx',
          code: "import { App } from './App'\nimport { useState } from 'react'\nconst n: number = 1\nexport const root = <App n={n} />\n",
        },
        {
          name: 'src/App.tsx',
          code: 'export const App = (p: { n: number }) => <b>{p.n}</b>\n',
        },
      ],
      LIBRARIES,
    )
    expect(errors).toEqual([])
    const main = modules['app:src/main.tsx']!
    expect(main.filter((_, i) => i % 2 === 1)).toEqual([
      'package:react/jsx-runtime',
      'app:src/App.tsx',
      'package:react',
    ])
    expect(main.join('')).not.toMatch(/: number|<App/)
    // Every line where it was: runtime errors name the source's lines.
    expect(main.join('').split('\n')[3]).toContain('const root')
  })

  it('gives a syntax error with its file, line and column', () => {
    const { errors, modules } = compileApp(
      [
        { name: 'src/main.tsx', code: "import './App'\n" },
        {
          name: 'src/App.tsx',
          code: 'export function App() {\n  const total = 1 +;\n  return <div>{total}</div>\n}\n',
        },
      ],
      LIBRARIES,
    )
    expect(modules).toEqual({})
    expect(errors).toEqual([
      {
        file: 'src/App.tsx',
        line: 2,
        column: 20,
        message: expect.stringMatching(/^Unexpected token/),
      },
    ])
  })

  it('names an import that nothing answers, at its position', () => {
    const { errors } = compileApp(
      [
        {
          name: 'src/features/Counter.tsx',
          code: "import { a } from './counterSlice'\n\nimport _ from 'lodash'\n",
        },
      ],
      LIBRARIES,
    )
    expect(errors).toEqual([
      {
        file: 'src/features/Counter.tsx',
        line: 1,
        column: 20,
        message: "Cannot find './counterSlice' among the app's files.",
      },
      {
        file: 'src/features/Counter.tsx',
        line: 3,
        column: 16,
        message: expect.stringMatching(/^Cannot import 'lodash'/),
      },
    ])
  })

  it('resolves ../ paths, index files, and a dynamic import of a string', () => {
    const { modules, errors } = compileApp(
      [
        {
          name: 'src/features/a/A.ts',
          code: "export const load = () => import('../../mocks')\nimport { s } from '../../app/store'\n",
        },
        { name: 'src/mocks/index.ts', code: 'export {}\n' },
        { name: 'src/app/store.ts', code: 'export const s = 1\n' },
      ],
      LIBRARIES,
    )
    expect(errors).toEqual([])
    expect(
      modules['app:src/features/a/A.ts']!.filter((_, i) => i % 2 === 1),
    ).toEqual(['app:src/mocks/index.ts', 'app:src/app/store.ts'])
  })

  it('keeps <T>value a type assertion in a .ts file', () => {
    const { errors } = compileApp(
      [{ name: 'src/a.ts', code: 'const n = <number>JSON.parse("1")\n' }],
      LIBRARIES,
    )
    expect(errors).toEqual([])
  })

  it('gives import.meta.env what Vite gives the apps, on the first line', () => {
    const { modules } = compileApp(
      [
        {
          name: 'src/main.tsx',
          code: 'console.log(import.meta.env.BASE_URL)\n',
        },
      ],
      LIBRARIES,
    )
    const code = modules['app:src/main.tsx']!.join('')
    expect(code.split('\n')).toHaveLength(2)
    expect(code).toMatch(/^import\.meta\.env=\{"BASE_URL":"\/"/)
  })
})

describe('mockFetch', () => {
  const handlers = [
    http.get('https://example.test/api/books', async () => {
      await delay(1)
      return HttpResponse.json([{ id: 1, title: 'Kindred' }])
    }),
    http.post('https://example.test/api/books', async ({ request }) =>
      HttpResponse.json(await request.json(), { status: 201 }),
    ),
  ]

  it("answers with the app's handlers", async () => {
    const unhandled: TypeError[] = []
    const fetch = mockFetch(
      () => handlers,
      (error) => unhandled.push(error),
    )
    const response = await fetch('https://example.test/api/books')
    expect(await response.json()).toEqual([{ id: 1, title: 'Kindred' }])
    const created = await fetch('https://example.test/api/books', {
      method: 'POST',
      body: JSON.stringify({ title: 'Piranesi' }),
    })
    expect(created.status).toBe(201)
    expect(await created.json()).toEqual({ title: 'Piranesi' })
    expect(unhandled).toEqual([])
  })

  it('fails a request that no handler answers, and reports it', async () => {
    const unhandled: TypeError[] = []
    const fetch = mockFetch(
      () => handlers,
      (error) => unhandled.push(error),
    )
    await expect(fetch('https://example.test/api/authors')).rejects.toThrow(
      'No mock handler answers GET https://example.test/api/authors',
    )
    expect(unhandled).toHaveLength(1)
  })
})
