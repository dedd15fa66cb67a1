import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PROGRESS_BAR_DELAY_MS } from '../../src/features/internals/replacements/delayedProgressBar'
import internalsPlugin from '../../src/features/internals'

const require = createRequire(import.meta.url)

describe('progress bar', () => {
  it('waits the spec’s 1000 ms', () => {
    expect(PROGRESS_BAR_DELAY_MS).toBe(1000)
  })

  it('replaces the module theme-classic really registers', () => {
    // theme-classic lists this file among its client modules; if an upgrade
    // moves it, the replacement would silently stop applying.
    const themeModule =
      require.resolve('@docusaurus/theme-classic/lib/nprogress')
    class FakeReplacement {
      constructor(
        readonly pattern: RegExp,
        readonly replacement: unknown,
      ) {}
    }
    const plugin = internalsPlugin({
      siteDir: path.resolve(__dirname, '../..'),
    } as never)
    const config = plugin.configureWebpack!(
      {} as never,
      false,
      {
        currentBundler: {
          name: 'rspack',
          instance: { NormalModuleReplacementPlugin: FakeReplacement },
        },
      } as never,
      {} as never,
    ) as unknown as { plugins: FakeReplacement[] }
    const replacement = config.plugins.find(({ pattern }) =>
      pattern.test(themeModule),
    )
    expect(replacement!.pattern.test(themeModule)).toBe(true)
    expect(replacement!.replacement).toMatch(/delayedProgressBar\.ts$/)
  })
})
