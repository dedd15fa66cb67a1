import { readFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { compile } from '@mdx-js/mdx'
import { merge } from 'webpack-merge'
import { afterAll, describe, expect, it, vi } from 'vitest'
import highlightCode from '../../src/remark/highlightCode'
import includeExampleFiles from '../../src/markdown/includeExampleFiles'
import tsJsTabs from '../../src/features/code-tabs/tsJsTabs'
import { typeHovers } from '../../src/features/type-hovers'
import { computeHovers } from '../../src/features/type-hovers/compute'
import {
  typeHoversMiddleware,
  workerCompute,
} from '../../src/features/type-hovers/devServer'
import {
  pageHovers,
  type PageHovers,
} from '../../src/features/type-hovers/pageData'
import typeHoversRemark, {
  ASSET_QUERY,
  devRequestPath,
  type DevRequest,
  type TypeHoversOptions,
} from '../../src/features/type-hovers/remark'

// A page with one sample (a TypeScript and a JavaScript tab), and blocks that
// get no hovers: plain JavaScript, and an example app's file.
const unique = `${process.pid}-${Date.now()}`
const PAGE = `# Page

\`\`\`ts title="src/counter.ts"
// ${unique}
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export const counter = createSlice({
  name: 'counter',
  initialState: 0,
  reducers: {
    added: (state, action: PayloadAction<number>) => state + action.payload,
  },
})
\`\`\`

\`\`\`js
const plain = 1
\`\`\`

\`\`\`ts include=examples/quick-start/src/app/hooks.ts
\`\`\`
`

const temporary = mkdtempSync(path.join(tmpdir(), 'type-hovers-plugin-'))
afterAll(() => rmSync(temporary, { recursive: true, force: true }))
writeFileSync(path.join(temporary, 'page.mdx'), PAGE)

const compiled = async (options: TypeHoversOptions) =>
  String(
    await compile(
      { value: PAGE, path: path.join(temporary, 'page.mdx') },
      {
        remarkPlugins: [
          includeExampleFiles,
          [tsJsTabs, { typeHovers: true }],
          highlightCode,
          [typeHoversRemark, options],
        ],
      },
    ),
  )

/** The props of every CodeBlock in the compiled page, in order. */
const codeBlockProps = (code: string) =>
  [...code.matchAll(/_jsx\(CodeBlock, \{([\s\S]*?)\n\s*\}\)/g)].map(
    ([, props]) => props!,
  )

describe('the remark plugin', () => {
  it('in the dev server, names the endpoint that computes the page on request, and saves what it needs', async () => {
    const code = await compiled({
      mode: 'dev',
      baseUrl: '/base/',
      docsDir: temporary,
    })
    const props = codeBlockProps(code)
    // TypeScript, JavaScript, plain JavaScript, the app's file in both tabs.
    expect(props).toHaveLength(5)
    const url = /typeHovers: "(\/base\/__type-hovers\/([0-9a-f]{20})\.json)"/
    const [, address, name] = url.exec(props[0]!)!
    expect(props[0]).toContain('hoverKey: "0"')
    expect(props[1]).toContain(`typeHovers: "${address}"`)
    expect(props[1]).toContain('hoverKey: "1"')
    for (const other of props.slice(2))
      expect(other).not.toContain('typeHovers')
    expect(code).not.toContain(ASSET_QUERY)

    const saved = JSON.parse(
      readFileSync(devRequestPath(name!), 'utf8'),
    ) as DevRequest
    expect(saved.entries.map(({ file, tab }) => [file, tab])).toEqual([
      ['example.ts', 'ts'],
      ['example.ts', 'js'],
    ])
    expect(saved.blocks).toHaveLength(1)
    expect(saved.blocks[0]!.files[0]!.js).toContain('export const counter')
  }, 60_000)

  it('in a build, bundles the page’s hovers as an asset that every block of the page shares', async () => {
    const code = await compiled({
      mode: 'build',
      baseUrl: '/',
      docsDir: temporary,
    })
    const imported = /^import (\w+) from "(.+\.json)\?type-hovers";$/m.exec(
      code,
    )
    expect(imported).not.toBeNull()
    const [, local, file] = imported!
    const props = codeBlockProps(code)
    expect(props[0]).toContain(`typeHovers: ${local}`)
    expect(props[1]).toContain(`typeHovers: ${local}`)
    for (const other of props.slice(2))
      expect(other).not.toContain('typeHovers')

    const page = JSON.parse(readFileSync(file!, 'utf8')) as PageHovers
    expect(page.blocks).toHaveLength(2)
    const shown = (block: number, name: string) => {
      const flat = page.blocks[block]!
      for (let i = 0; i < flat.length; i += 4) {
        const source = PAGE.slice(PAGE.indexOf('// '))
        if (source.slice(flat[i]!, flat[i + 1]!) === name)
          return page.texts[flat[i + 2]!]
      }
      return undefined
    }
    // Highlighted as TypeScript.
    expect(shown(0, 'counter')).toMatch(
      /^<span class="k">const<\/span> counter: /,
    )
    expect(page.blocks[1]!.length).toBeGreaterThan(0)
  }, 60_000)
})

/** Calls the middleware as a server would; what it answered. */
async function ask(
  middleware: ReturnType<typeof typeHoversMiddleware>,
  url: string,
) {
  let body = ''
  const headers: Record<string, string> = {}
  const response = {
    statusCode: 200,
    setHeader: (name: string, value: string) => (headers[name] = value),
    end: (text = '') => void (body = text),
  }
  const next = vi.fn()
  await middleware(
    { url } as IncomingMessage,
    response as unknown as ServerResponse,
    next,
  )
  return { status: response.statusCode, body, headers, next }
}

describe('the dev server', () => {
  it('answers a page’s hovers when asked, computed off the main thread, and nothing else', async () => {
    const code = await compiled({
      mode: 'dev',
      baseUrl: '/',
      docsDir: temporary,
    })
    const name = /__type-hovers\/([0-9a-f]{20})\.json/.exec(code)![1]!
    const saved = JSON.parse(
      readFileSync(devRequestPath(name), 'utf8'),
    ) as DevRequest
    // A block no cache holds, so that the worker computes it.
    saved.blocks[0]!.files[0]!.code += `\n// ${Math.random()}`
    saved.blocks[0]!.key = `${saved.blocks[0]!.key.slice(0, 31)}x`
    saved.entries = saved.entries.map((e) => ({
      ...e,
      key: saved.blocks[0]!.key,
    }))
    const other = 'ffffffffffffffffffff'
    writeFileSync(devRequestPath(other), JSON.stringify(saved))

    const compute = workerCompute()
    const spy = vi.fn(compute)
    const middleware = typeHoversMiddleware('/', spy)
    try {
      const answer = await ask(middleware, `/__type-hovers/${other}.json`)
      expect(answer.status).toBe(200)
      expect(answer.headers['Content-Type']).toMatch(/^application\/json/)
      expect(JSON.parse(answer.body)).toEqual(
        pageHovers(saved.entries, computeHovers(saved.blocks), saved.blocks),
      )
      expect(spy).toHaveBeenCalledTimes(1)

      const missing = await ask(
        middleware,
        '/__type-hovers/00000000000000000000.json',
      )
      expect(missing.status).toBe(404)
      const malformed = await ask(middleware, '/__type-hovers/../x.json')
      expect(malformed.status).toBe(404)
      const page = await ask(middleware, '/api/createSlice')
      expect(page.next).toHaveBeenCalled()
    } finally {
      rmSync(devRequestPath(other))
      await compute.stop()
    }
  }, 60_000)

  it('joins Docusaurus’s own middlewares, each once', () => {
    // What Docusaurus does: its defaults merged with the plugins' config.
    const docusaurus = {
      setupMiddlewares: (middlewares: unknown[], _server: unknown) => {
        middlewares.unshift('source maps')
        return middlewares
      },
    }
    const ours = typeHovers({
      mode: 'dev',
      baseUrl: '/',
      docsDir: temporary,
    }).plugin().configureWebpack!({}, false, {} as never, undefined) as {
      devServer: typeof docusaurus
    }
    const { setupMiddlewares } = merge(docusaurus, ours.devServer)
    const result = setupMiddlewares(['static'], {}) as unknown[]
    expect(result).toEqual([
      { name: 'type-hovers', middleware: expect.any(Function) },
      'source maps',
      'static',
    ])
    // No dev server hook in a build, nor for the server bundle.
    const build = typeHovers({
      mode: 'build',
      baseUrl: '/',
      docsDir: temporary,
    })
    expect(
      build.plugin().configureWebpack!({}, false, {} as never, undefined),
    ).not.toHaveProperty('devServer')
  })
})
