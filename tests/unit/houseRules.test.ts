import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  forbiddenImports,
  unplacedEntries,
  unreachedModules,
} from '../support/houseRules'

/** The repository as committed (and as changed in the work tree): path → text. */
function repositoryTree(): Map<string, string> {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) =>
      /^(src|scripts|tests)\/|^(docusaurus\.config|sidebars)\.ts$/.test(file),
    )
  const tree = new Map<string, string>()
  for (const file of files) {
    try {
      tree.set(file, readFileSync(file, 'utf8'))
    } catch {
      // Deleted in the work tree, not yet in the index.
    }
  }
  return tree
}

const tree = (files: Record<string, string>) => new Map(Object.entries(files))

describe('where things live (README, "Where things live")', () => {
  const repository = repositoryTree()

  it('src/ holds only the places the rule names', () => {
    expect(unplacedEntries(repository)).toEqual([])
  })

  it('nothing under src/ imports scripts/ or tests/, and src/markdown/, src/site/ and src/remark/ import nothing above them', () => {
    expect(forbiddenImports(repository)).toEqual([])
  })

  it('every module under src/ is reached from the site (config, theme or pages)', () => {
    const unreached = unreachedModules(repository)
    expect(unreached).toEqual([])
  })
})

describe('the checks behind the rule', () => {
  const site = {
    'docusaurus.config.ts': "import plugin from './src/features/search'",
    'src/features/search/index.ts':
      "import { read } from '../../markdown/readMdx'\nconst theme = path.resolve(__dirname, './theme')",
    'src/features/search/theme/SearchBar/index.tsx':
      "import x from '@site/src/components/Box'",
    'src/components/Box/index.tsx': '',
    'src/markdown/readMdx.ts': "import json from './data.json'",
    'src/markdown/data.json': '{}',
    'src/theme/Root.tsx': '',
  }

  it('accept a tree that keeps the rule', () => {
    expect(unplacedEntries(tree(site))).toEqual([])
    expect(forbiddenImports(tree(site))).toEqual([])
    expect(unreachedModules(tree(site))).toEqual([])
  })

  it('name an entry with no place, an import upwards or outwards, and a module only tests reach', () => {
    const broken = tree({
      ...site,
      'src/helpers.ts': '',
      'src/markdown/readMdx.ts':
        "import json from './data.json'\nimport { badge } from '../features/badges/badge'",
      'src/features/badges/badge.ts':
        "import { fixture } from '../../../tests/support/fixture'",
      'tests/support/fixture.ts': '',
      'src/features/badges/onlyForTests.ts': '',
      'tests/unit/badges.test.ts':
        "import '../../src/features/badges/onlyForTests'",
    })
    expect(unplacedEntries(broken)).toEqual(['helpers.ts'])
    expect(forbiddenImports(broken)).toEqual([
      'src/markdown/readMdx.ts → src/features/badges/badge.ts',
      'src/features/badges/badge.ts → tests/support/fixture.ts',
    ])
    expect(unreachedModules(broken)).toEqual([
      'src/helpers.ts',
      'src/features/badges/onlyForTests.ts',
    ])
  })
})
