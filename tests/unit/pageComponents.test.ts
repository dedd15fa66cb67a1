import { compile } from '@mdx-js/mdx'
import { describe, expect, it } from 'vitest'
import pageComponents, {
  PAGE_COMPONENTS,
} from '../../src/features/page-components/pageComponents'

// What MDX makes of a page with src/features/page-components/pageComponents.ts, as Docusaurus
// compiles it: a page-scoped component is a module import of that page, and
// every other name still comes from the registry (`_components`).
const compiled = async (mdx: string) =>
  String(await compile(mdx, { remarkPlugins: [pageComponents] }))

/** The page's imports, besides the JSX runtime that every page imports. */
const importsOf = (code: string) =>
  (code.match(/^import .*$/gm) ?? []).filter(
    (line) => !line.endsWith('from "react/jsx-runtime";'),
  )

/** The components the page takes from the registry (MDX's provider). */
const fromRegistryOf = (code: string) =>
  (
    /\{([\w, ]+)\} = (?:_components|props\.components \|\| \(\{\}\));/.exec(
      code,
    )?.[1] ?? ''
  ).split(', ')

const IMPORT_RUN_EXAMPLE = `import RunExample from "${PAGE_COMPONENTS.RunExample.module}";`

describe('page-scoped components', () => {
  it('imports a component the page uses, once, and renders it from that import', async () => {
    const code = await compiled(
      '# Page\n\n<RunExample app="quick-start" />\n\nText\n\n<RunExample app="infinite-feed" />\n',
    )
    expect(importsOf(code)).toEqual([IMPORT_RUN_EXAMPLE])
    expect(code).toContain('_jsx(RunExample, {')
    expect(fromRegistryOf(code)).not.toContain('RunExample')
  })

  it('finds a component used inside a paragraph', async () => {
    const code = await compiled('Try it: <RunExample app="quick-start" />\n')
    expect(importsOf(code)).toEqual([IMPORT_RUN_EXAMPLE])
  })

  it('imports nothing into a page that does not use one', async () => {
    const code = await compiled(
      '# Page\n\n<Tabs><TabItem value="a">A</TabItem></Tabs>\n\n`<RunExample />` is written like this:\n\n```tsx\n<RunExample app="quick-start" />\n```\n',
    )
    expect(importsOf(code)).toEqual([])
    expect(fromRegistryOf(code)).toEqual(['TabItem', 'Tabs'])
  })

  it('leaves registry components and unknown names to the registry', async () => {
    const code = await compiled('<AnchorAlias id="x" />\n\n<Unknown />\n')
    expect(importsOf(code)).toEqual([])
    expect(fromRegistryOf(code)).toEqual(['AnchorAlias', 'Unknown'])
  })
})
