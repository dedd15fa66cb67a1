/**
 * TYPE_HOVERS as docusaurus.config.ts reads it, for the dev server (README,
 * manuals/type-hovers.md): on, its type-hovers plugin joins the dev server's
 * middlewares and the docs' blocks are tagged and given an address; off, the
 * config makes no type-hovers plugin, so the dev server has no endpoint, and
 * the docs' remark plugins give no block an address and compute no key. (The
 * production build with it off: tests/build-rules/buildRules.test.ts.)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { compile } from '@mdx-js/mdx'
import type * as Preset from '@docusaurus/preset-classic'
import type { Config, PluginModule } from '@docusaurus/types'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import type * as TypeHoversModule from '../../src/features/type-hovers'
import type * as KeyModule from '../../src/markdown/hoverKey'

// The factory the config makes the plugin with, and the keys made: spied on.
vi.mock('../../src/features/type-hovers', async (importOriginal) => {
  const actual = await importOriginal<typeof TypeHoversModule>()
  return { ...actual, typeHovers: vi.fn(actual.typeHovers) }
})
vi.mock('../../src/markdown/hoverKey', async (importOriginal) => {
  const actual = await importOriginal<typeof KeyModule>()
  return { ...actual, hoverBlock: vi.fn(actual.hoverBlock) }
})

const temporary = mkdtempSync(path.join(tmpdir(), 'type-hovers-switch-'))
afterAll(() => rmSync(temporary, { recursive: true, force: true }))
afterEach(() => vi.unstubAllEnvs())

const PAGE = `# Page

\`\`\`ts title="src/one.ts"
export const one: number = 1
\`\`\`
`

/** The config as the dev server loads it (`docusaurus start`), with TYPE_HOVERS set. */
async function devConfig(typeHovers: 'on' | 'off') {
  vi.resetModules()
  vi.stubEnv('NODE_ENV', 'development')
  vi.stubEnv('TYPE_HOVERS', typeHovers)
  // The mocks outlive resetModules: each config counts its own calls.
  const factory = vi.mocked(
    (await import('../../src/features/type-hovers')).typeHovers,
  )
  const hoverBlock = vi.mocked(
    (await import('../../src/markdown/hoverKey')).hoverBlock,
  )
  factory.mockClear()
  hoverBlock.mockClear()
  const config = (await import('../../docusaurus.config')).default as Config
  const [, presetOptions] = config.presets![0] as [string, Preset.Options]
  const docs = presetOptions.docs as { remarkPlugins: unknown[] }
  return {
    plugins: config.plugins!,
    made: factory.mock.results.map(
      ({ value }) => value as ReturnType<typeof TypeHoversModule.typeHovers>,
    ),
    hoverBlock,
    /** The page through the docs' remark plugins that follow Docusaurus's own, as the dev server compiles it. */
    compilePage: async () => {
      const file = path.join(temporary, `${typeHovers}.mdx`)
      writeFileSync(file, PAGE)
      return String(
        await compile(
          { value: PAGE, path: file },
          { remarkPlugins: docs.remarkPlugins as never },
        ),
      )
    },
  }
}

/** The middlewares the plugin adds to the dev server (webpack-dev-server's setupMiddlewares). */
function devMiddlewares(plugin: PluginModule): string[] {
  const configured = plugin({} as never, {} as never) as {
    configureWebpack?: (config: unknown, isServer: boolean) => unknown
  }
  const { devServer } = (configured.configureWebpack?.({}, false) ?? {}) as {
    devServer?: { setupMiddlewares(list: unknown[]): unknown[] }
  }
  const list: { name: string }[] = []
  devServer?.setupMiddlewares(list)
  return list.map(({ name }) => name)
}

describe('TYPE_HOVERS in the dev server', () => {
  it('on: the type-hovers plugin serves the hovers and the page’s blocks name its endpoint', async () => {
    const { plugins, made, hoverBlock, compilePage } = await devConfig('on')
    expect(made).toHaveLength(1)
    expect(plugins).toContain(made[0]!.plugin)
    expect(devMiddlewares(made[0]!.plugin)).toEqual(['type-hovers'])
    const page = await compilePage()
    expect(page).toMatch(/typeHovers: "\/__type-hovers\/[0-9a-f]{20}\.json"/)
    expect(hoverBlock).toHaveBeenCalled()
  }, 60_000)

  it('off: no type-hovers plugin, so no endpoint; no block gets an address and no key is computed', async () => {
    const { made, hoverBlock, compilePage } = await devConfig('off')
    // The plugin, its middleware and its remark plugin are only ever made by
    // this factory (src/features/type-hovers/index.ts).
    expect(made).toEqual([])
    const page = await compilePage()
    expect(page).toContain('code-language-tabs')
    expect(page).not.toMatch(/typeHovers|hoverKey|__type-hovers/)
    expect(hoverBlock).not.toHaveBeenCalled()
  }, 60_000)
})
