import type * as Preset from '@docusaurus/preset-classic'
import { afterEach, describe, expect, it, vi } from 'vitest'

// docusaurus.config.ts takes its remark plugins from the one list of page
// transforms (src/features/pageTransforms.ts), which the Markdown twins walk too;
// TYPE_HOVERS decides whether the hovers' plugin is in it.
async function loadConfig(typeHovers: 'on' | 'off') {
  vi.resetModules()
  vi.stubEnv('TYPE_HOVERS', typeHovers)
  const { default: config } = await import('../../docusaurus.config')
  // The same module instances as the config's.
  const transforms = await import('../../src/features/pageTransforms')
  const { default: hoversRemark } =
    await import('../../src/features/type-hovers/remark')
  const [, options] = config.presets![0] as [string, Preset.Options]
  if (!options.docs) throw new Error('the config has no docs plugin')
  return { options, docs: options.docs, hoversRemark, ...transforms }
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('the page transforms in the config', () => {
  it('are the list’s, by stage, with no hovers when TYPE_HOVERS=off', async () => {
    const { options, docs, pageTransforms, remarkPluginsOf, hoversRemark } =
      await loadConfig('off')
    const list = pageTransforms()
    expect(list.map(({ name }) => name)).not.toContain('typeHovers')
    expect(docs).toMatchObject({
      beforeDefaultRemarkPlugins: remarkPluginsOf(list, 'before'),
      remarkPlugins: remarkPluginsOf(list, 'after'),
    })
    expect(docs.remarkPlugins!.flat()).not.toContain(hoversRemark)
    expect(options.pages).toMatchObject({
      remarkPlugins: remarkPluginsOf(
        list.filter(({ homePage }) => homePage),
        'after',
      ),
    })
  })

  it('hold the hovers’ plugin after highlighting when TYPE_HOVERS=on', async () => {
    const { docs, pageTransforms, remarkPluginsOf, hoversRemark } =
      await loadConfig('on')
    const plugins = docs.remarkPlugins!
    const at = plugins.findIndex(
      (plugin) => Array.isArray(plugin) && plugin[0] === hoversRemark,
    )
    const highlight = pageTransforms().find(
      ({ name }) => name === 'highlightCode',
    )!
    expect(at).toBeGreaterThan(0)
    expect(plugins[at - 1]).toBe(highlight.html)
    expect(plugins.length).toBe(
      remarkPluginsOf(pageTransforms(), 'after').length + 1,
    )
  })
})
