import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageMarkdown } from '../../src/features/markdown-twins/pageMarkdown'
import { TwinError } from '../../src/features/markdown-twins/twinForms'

const DOCS = path.resolve('docs')
const source = path.join(DOCS, 'guide/page.mdx')
const context = {
  source,
  routeOfSource: new Map([
    [source, '/docs/guide/page'],
    [path.join(DOCS, 'api/thing.mdx'), '/docs/api/thing'],
  ]),
  siteUrl: 'https://example.org',
  baseUrl: '/docs/',
}
const twin = (markdown: string) =>
  pageMarkdown(
    `---\ntitle: Ignored\n---\n\n${markdown}`,
    { title: 'A page', description: 'What it is for.' },
    context,
  )

describe('a page’s Markdown twin', () => {
  it('opens with the title and description, and gives headings their ids', async () => {
    expect(
      await twin(
        '## First part\n\nText.\n\n### Options {/* #page-options */}\n\n## First part\n',
      ),
    ).toBe(
      '# A page\n\n> What it is for.\n\n## First part {#first-part}\n\nText.\n\n### Options {#page-options}\n\n## First part {#first-part-1}\n',
    )
  })

  it('writes admonitions as blockquotes that keep their label, and leaves other colons alone', async () => {
    expect(
      await twin(':::warning\n\nMind the **gap**.\n\n:::\n\nAt 10:30 a:b.\n'),
    ).toBe(
      '# A page\n\n> What it is for.\n\n> **Warning:** Mind the **gap**.\n\nAt 10:30 a:b.\n',
    )
    expect(await twin(':::tip[Shortcut]\n\nUse it.\n\n:::\n')).toContain(
      '> **Tip: Shortcut** Use it.\n',
    )
  })

  it('splits TypeScript blocks into their visible files and keeps other blocks whole', async () => {
    const markdown = await twin(
      [
        '```ts title="store.ts" {2}',
        'export const a = 1',
        '```',
        '',
        '```ts no-transpile',
        '// file: setup.ts hidden',
        'export const hidden = 1',
        '// file: app.ts',
        "import { hidden } from './setup'",
        '// file: more.ts',
        'export const more = hidden',
        '```',
        '',
        '```bash',
        'npm install @reduxjs/toolkit',
        '```',
      ].join('\n'),
    )
    expect(markdown).toContain(
      '```ts title="store.ts"\nexport const a = 1\n```\n\n```ts title="app.ts"\nimport { hidden } from \'./setup\'\n```\n\n```ts title="more.ts"\nexport const more = hidden\n```\n\n```bash\nnpm install @reduxjs/toolkit\n```\n',
    )
    expect(markdown).not.toContain('hidden = 1')
  })

  it('points links to pages at their twins, absolute, with their anchors', async () => {
    const markdown = await twin(
      '[a](../api/thing.mdx#opts) [b](/api/thing) [c](#here) [d](/search?q=x) [e](https://redux.js.org/) [f](./page.mdx)\n',
    )
    expect(markdown).toContain(
      '[a](https://example.org/docs/api/thing.md#opts) [b](https://example.org/docs/api/thing.md) [c](https://example.org/docs/guide/page.md#here) [d](https://example.org/docs/search?q=x) [e](https://redux.js.org/) [f](https://example.org/docs/guide/page.md)',
    )
    // As on the page, a broken Markdown link leads to a search for the page it names.
    expect(await twin('[x](./missing-page.mdx#a)')).toContain(
      '[x](https://example.org/docs/search?q=missing-page)',
    )
  })

  it('writes the components that have a Markdown form as Markdown', async () => {
    expect(await twin('<RunExample app="rtk-query-tutorial" />\n')).toContain(
      '**Example app:** [RTK Query tutorial: a reading list](https://example.org/docs/examples/rtk-query-tutorial/app) (runs in the browser, with its API mocked there)\n',
    )
  })

  it('fails on JSX and MDX imports, naming the file and line', async () => {
    await expect(twin('Text.\n\n<Widget size={2} />\n')).rejects.toThrow(
      new TwinError(
        "docs/guide/page.mdx:7: a page's Markdown twin cannot carry <Widget>; write it as Markdown, or give the component a Markdown form in src/features/page-components/pageComponents.ts",
      ),
    )
    await expect(
      twin("import Thing from './thing'\n\nText.\n"),
    ).rejects.toThrow(/page\.mdx:5: .*an MDX import or export/)
  })
})
