import { describe, expect, it } from 'vitest'
import {
  briefPages,
  BriefError,
  entryPointNotes,
  firstSentence,
  skillRulesMarkdown,
} from '../../src/features/markdown-twins/llmsSmall'
import {
  indexNote,
  llmsBundle,
  llmsTxt,
  statedSize,
  type TwinPage,
  type TwinSite,
} from '../../src/features/markdown-twins/llmsTxt'
import { skillForSite } from '../../src/features/markdown-twins/skill'
import type { Paragraph } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'

// What llms.txt, llms-small.txt and the bundles make of the twins
// (src/features/markdown-twins); tests/build/markdownTwins.test.ts checks
// the files of the real build.

const ROOT = 'https://example.org/docs/'
const page = (route: string, markdown: string, title = route): TwinPage => ({
  title,
  description: `About ${title}.`,
  route,
  url: `${ROOT}${route.slice(1)}.md`,
  markdown,
  // The twin's tree, as the build has it before printing.
  tree: unified().use(remarkParse).use(remarkGfm).parse(markdown),
})

const SLICE_PAGE = page(
  '/api/slice',
  `# slice

## Using makeSlice in a store {#using-makeslice-in-a-store}

Not the reference.

## makeSlice {#makeslice}

Makes a slice. It has [options](${ROOT}api/slice.md#options), e.g. \`name\`.

### Signature {#signature}

\`\`\`ts
import type {
  Slice,
  Options,
} from 'somewhere'

declare function makeSlice(options: Options): Slice
\`\`\`

## isSlice {#isslice}

Tells slices apart. Called like [\`makeSlice\`](${ROOT}api/slice.md#makeslice).

## Types {#types}

### Options {#options}

### Slice and SliceState {#slice-and-slicestate}

### Other slice types {#other-slice-types}
`,
)
const MEMBERS_PAGE = page(
  '/api/made/util',
  `# util

## Overview {#overview}

Words.

## updateThing {#updatething}

\`updateThing\` changes a thing. More words.

## matchA and matchB {#matcha-and-matchb}

Match things.
`,
)
const homes = {
  version: '9.9.9',
  entryPoints: {
    lib: { isSlice: '/api/slice', makeSlice: '/api/slice' },
    'lib/react': { isSlice: '/api/slice', makeSlice: '/api/slice' },
  },
}

describe('llms-small.txt', () => {
  it('gives each export the first sentence and the declaration of the section named after it, in page order', () => {
    const [brief] = briefPages([SLICE_PAGE], homes, () => false)
    expect(brief!.entries).toEqual([
      {
        name: 'makeSlice',
        entryPoint: 'lib',
        url: `${ROOT}api/slice.md#makeslice`,
        purpose: 'Makes a slice.',
        signature: 'declare function makeSlice(options: Options): Slice',
      },
      {
        name: 'isSlice',
        entryPoint: 'lib',
        url: `${ROOT}api/slice.md#isslice`,
        purpose: 'Tells slices apart.',
        signature: undefined,
        sameAs: 'makeSlice',
      },
    ])
    expect(brief!.types).toEqual(['Options', 'Slice', 'SliceState'])
  })

  it('fails, naming the export and page, when an export’s section shows no signature and names none', () => {
    const bare = page(
      '/api/slice',
      '# slice\n\n## makeSlice {#makeslice}\n\nMakes a slice.\n',
    )
    const only = {
      version: '1',
      entryPoints: { lib: { makeSlice: '/api/slice' } },
    }
    expect(() => briefPages([bare], only, () => false)).toThrow(BriefError)
    expect(() => briefPages([bare], only, () => false)).toThrow(
      /makeSlice has no signature on \/api\/slice/,
    )
    expect(() => briefPages([], only, () => false)).toThrow(
      /no twin for \/api\/slice/,
    )
  })

  it('lists the members that a member page’s headings name, not its other headings', () => {
    const [brief] = briefPages(
      [MEMBERS_PAGE],
      { version: '1', entryPoints: {} },
      (route) => route === MEMBERS_PAGE.route,
    )
    expect(brief!.entries.map(({ name, purpose }) => [name, purpose])).toEqual([
      ['updateThing', '`updateThing` changes a thing.'],
      ['matchA and matchB', 'Match things.'],
    ])
  })

  it('cuts the first sentence at a sentence end outside code, not at e.g. or a dotted name', () => {
    const paragraph = (markdown: string) =>
      unified().use(remarkParse).parse(markdown).children[0] as Paragraph
    expect(
      firstSentence(paragraph('Use `a.b()` here, e.g. twice. Then more.')),
    ).toBe('Use `a.b()` here, e.g. twice.')
    expect(firstSentence(paragraph('No end'))).toBe('No end')
  })

  it('says which entry points export the same names', () => {
    expect(entryPointNotes(homes)).toEqual([
      '`lib/react` exports the same names as `lib`, each listed below under `lib`.',
    ])
    expect(
      entryPointNotes({
        version: '1',
        entryPoints: { q: { a: '/' }, 'q/react': { a: '/', b: '/' } },
      }),
    ).toEqual(['`q/react` exports every name of `q` and `b`.'])
  })

  it('repeats the skill’s table and the first paragraph of each numbered rule', () => {
    const skill = `---\nname: s\n---\n\n# S\n\n## What to write instead\n\n| Old | New |\n|---|---|\n| a | b |\n\n## 1. Do this\n\nBecause it\nworks.\n\nMore.\n\n## 2. Not that\n\n- a list\n`
    expect(skillRulesMarkdown(skill, `${ROOT}SKILL.md`)).toBe(
      `From the skill for coding assistants, <${ROOT}SKILL.md>, where each rule has a sample that compiles.\n\n| Old | New |\n|---|---|\n| a | b |\n\n1. **Do this.** Because it works.\n2. **Not that.**`,
    )
  })
})

describe('llms.txt and the bundles', () => {
  const site: TwinSite = {
    title: 'Kit',
    tagline: 'A kit.',
    siteRoot: ROOT,
    sidebar: [
      {
        type: 'category',
        label: 'API',
        items: [{ type: 'doc', id: 'api/slice' }],
      },
    ] as unknown as TwinSite['sidebar'],
    pages: new Map([
      ['api/slice', SLICE_PAGE],
      ['api/made/util', MEMBERS_PAGE],
    ]),
  }

  it('says where it is, lists the files for assistants with their sizes first, then the pages', () => {
    const small = 'x'.repeat(1500)
    const text = llmsTxt(site, [
      {
        title: 'Small',
        path: 'llms-small.txt',
        description: 'In brief',
        content: small,
      },
    ])
    expect(
      text.startsWith(
        '# Kit\n\n> A kit.\n\nThis index is <https://example.org/docs/llms.txt>.',
      ),
    ).toBe(true)
    expect(text).toContain(
      `## Start here\n\n- [Small](${ROOT}llms-small.txt): In brief (2 KiB)\n\n## API\n\n- [/api/slice](${ROOT}api/slice.md): About /api/slice.\n\n## Optional\n`,
    )
    expect(statedSize('x'.repeat(1024))).toBe('1 KiB')
    expect(statedSize('x'.repeat(1025))).toBe('2 KiB')
  })

  it('starts every bundle with the note that names the index, then its title and the twins', () => {
    expect(llmsBundle(site, 'All', [SLICE_PAGE])).toBe(
      `${indexNote(ROOT)}# All\n\n${SLICE_PAGE.markdown}`,
    )
    expect(indexNote(ROOT)).toContain(`<${ROOT}llms.txt>`)
  })

  it('serves the skill with its links on the site it is built for', () => {
    expect(
      skillForSite(
        '[a](https://redux-toolkit.js.org/api/x#y) https://redux-toolkit.js.org/llms.txt',
        ROOT,
      ),
    ).toBe(`[a](${ROOT}api/x#y) ${ROOT}llms.txt`)
  })
})
