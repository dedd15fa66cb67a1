import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { bundlerConfig } from '../../src/features/internals/bundlerConfig'
import {
  DOCS_VERSION_DROPS,
  SITE_CONFIG_CLIENT_DROPS,
} from '../../src/features/internals/droppedFields'
import {
  browserCode,
  readersOf,
  sourceFiles,
} from '../support/internals/fieldReaders'
import { INTERNALS, SWIZZLED } from '../../src/features/internals/registry'
import { requestsOf } from '../support/internals/requests'
import {
  REVIEW_HEADING,
  assertInternalsUnchanged,
} from '../support/internals/review'
import type { Guard, UpstreamFile } from '../../src/features/internals/types'

const ROOT = path.resolve(__dirname, '../..')
const require = createRequire(import.meta.url)
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')
const temporaryDirs: string[] = []
const temporaryDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'internals-'))
  temporaryDirs.push(dir)
  return dir
}
afterAll(() =>
  temporaryDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })),
)

const sourcesUnder = (dir: string) => sourceFiles(ROOT, dir)

/** An installed tree in which the upgrade changed nothing yet: the registry's upstream files, their packages' manifests, theme-classic's swizzle config. */
function installedCopy(): string {
  const root = temporaryDir()
  const upstream: UpstreamFile[] = [
    ...INTERNALS.flatMap((entry) => entry.upstream),
    ...SWIZZLED.map((entry) => entry.upstream),
  ]
  const files = [
    ...upstream.map((file) => `node_modules/${file.package}/${file.file}`),
    ...new Set(
      upstream.map((file) => `node_modules/${file.package}/package.json`),
    ),
    'node_modules/@docusaurus/theme-classic/lib/getSwizzleConfig.js',
  ]
  for (const file of files) cpSync(path.join(ROOT, file), path.join(root, file))
  return root
}

describe('the registry of Docusaurus internals (src/features/internals/registry.ts)', () => {
  it('matches the installed packages: each upstream file unchanged, each matcher on its target and on nothing else', () => {
    expect(() => assertInternalsUnchanged(ROOT)).not.toThrow()
  })

  it('fails after an upgrade in one message naming each entry whose file changed or moved, and no other', () => {
    const upgraded = installedCopy()
    expect(() => assertInternalsUnchanged(upgraded)).not.toThrow()
    appendFileSync(
      path.join(
        upgraded,
        'node_modules/@docusaurus/core/lib/client/prefetch.js',
      ),
      '\n// 3.11\n',
    )
    rmSync(
      path.join(
        upgraded,
        'node_modules/@docusaurus/theme-common/lib/hooks/useWindowSize.js',
      ),
    )
    let message = ''
    try {
      assertInternalsUnchanged(upgraded)
    } catch (error) {
      message = (error as Error).message
    }
    const [heading, ...entries] = message.split('\n')
    expect(heading).toBe(REVIEW_HEADING)
    expect(entries).toEqual([
      expect.stringMatching(
        /^ {2}- prefetch-once: @docusaurus\/core\/lib\/client\/prefetch\.js changed \(sha256 now [0-9a-f]{64}\)$/,
      ),
      expect.stringMatching(
        /^ {2}- window-size-transition: @docusaurus\/theme-common\/lib\/hooks\/useWindowSize\.js moved \(not found\)/,
      ),
    ])
  })

  it('fails when a matcher would catch another file, or another file makes the replaced import', () => {
    const loosened = INTERNALS.map((entry) => {
      if (entry.id === 'progress-bar-delay')
        return { ...entry, matcher: /theme-classic[\\/].*nprogress/ }
      if (entry.id === 'docs-descriptions')
        return { ...entry, matcher: /[\\/]\.docusaurus[\\/].*\.json$/ }
      return entry
    })
    expect(() => assertInternalsUnchanged(ROOT, loosened, SWIZZLED)).toThrow(
      /progress-bar-delay: .*also matches .*lib\/nprogress\.css.*\n.*docs-descriptions: .*also matches \.docusaurus\/globalData\.json/,
    )
    const upgraded = installedCopy()
    writeFileSync(
      path.join(
        upgraded,
        'node_modules/@docusaurus/utils-common/lib/urlUtils.js',
      ),
      'const tslib_1 = require("tslib");\n',
    )
    expect(() => assertInternalsUnchanged(upgraded)).toThrow(
      /tslib-one-helper: .*urlUtils\.js also imports/,
    )
  })

  it('covers every import of a Docusaurus internal path or generated file in src/, and each importer it lists imports it', () => {
    const internal =
      /^@docusaurus\/[^/]+\/(?:lib|src|internal)(?:\/|$)|^@generated\//
    const found = sourcesUnder('src').flatMap((file) =>
      requestsOf(read(file))
        .filter((spec) => internal.test(spec))
        .map((spec) => `${file} ${spec}`),
    )
    const registered = INTERNALS.flatMap((entry) =>
      entry.kind === 'internal-import'
        ? entry.importedBy.map((file) => `${file} ${entry.specifier}`)
        : [],
    )
    expect(found.sort()).toEqual(registered.sort())
  })

  it('is the only place that replaces modules or matches Docusaurus paths, and bundler stages are used only where it says', () => {
    const reaching =
      /NormalModuleReplacementPlugin|@docusaurus\[|\\\.docusaurus\[|PROCESS_ASSETS_STAGE_/
    const stageUsers = INTERNALS.flatMap((entry) =>
      entry.kind === 'bundler-stage' ? [entry.usedBy] : [],
    )
    const outside = sourcesUnder('src').filter(
      (file) =>
        !file.startsWith('src/features/internals/') &&
        reaching.test(read(file)),
    )
    expect(outside).toEqual(stageUsers)
    for (const entry of INTERNALS)
      if (entry.kind === 'bundler-stage')
        expect(read(entry.usedBy)).toContain(entry.stage)
  })

  it('lists every plugin package that docusaurus.config.ts takes apart, and each is still a name and the hook it moves', () => {
    const config = read('docusaurus.config.ts')
    const packageOf = new Map(
      [...config.matchAll(/import \* as (\w+) from '([^']+)'/g)].map(
        ([, name, specifier]) => [name!, specifier!],
      ),
    )
    const takenApart = [...config.matchAll(/postBuildAsStep\(\s*(\w+)/g)].map(
      ([, name]) => packageOf.get(name!) ?? name!,
    )
    const moved = INTERNALS.flatMap((entry) =>
      entry.kind === 'moved-hook' ? [entry] : [],
    )
    expect(takenApart.length).toBeGreaterThan(0)
    expect(takenApart.sort()).toEqual(moved.map((entry) => entry.plugin).sort())
    for (const entry of moved) {
      const { default: plugin } = require(entry.plugin) as {
        default: (context: unknown, options: unknown) => object
      }
      const context = { siteConfig: { future: {} } }
      expect(Object.keys(plugin(context, {})).sort(), entry.id).toEqual(
        [...entry.members].sort(),
      )
    }
  })

  it('runs each bundler stage on the side of the minimizer’s it needs, as the installed Rspack numbers them', () => {
    const { Compilation } = require('@rspack/core') as {
      Compilation: Record<string, number>
    }
    for (const entry of INTERNALS) {
      if (entry.kind !== 'bundler-stage') continue
      expect(entry.after ?? entry.before, entry.id).toBeDefined()
      if (entry.after)
        expect(Compilation[entry.stage], entry.id).toBeGreaterThan(
          Compilation[entry.after]!,
        )
      if (entry.before)
        expect(Compilation[entry.stage], entry.id).toBeLessThan(
          Compilation[entry.before]!,
        )
    }
  })

  it('points at our modules, loaders and copies, which exist', () => {
    const ours = INTERNALS.flatMap((entry) => {
      if (
        entry.kind === 'module-replacement' ||
        entry.kind === 'import-replacement'
      )
        return [entry.replacement]
      if (entry.kind === 'generated-file-loader') return [entry.loader]
      if (entry.kind === 'upstream-copy') return [entry.copy]
      if (entry.kind === 'cloned-rule') return [entry.usedBy]
      return []
    })
    expect(ours.filter((file) => !existsSync(path.join(ROOT, file)))).toEqual(
      [],
    )
  })

  it('names, for each entry and swizzled component, tests that exist', () => {
    const guards: Guard[] = [...INTERNALS, ...SWIZZLED].flatMap(
      (entry) => entry.guardedBy,
    )
    expect(
      guards.filter(
        ({ test, title }) =>
          !existsSync(path.join(ROOT, test)) || !read(test).includes(title),
      ),
    ).toEqual([])
    expect(
      [...INTERNALS, ...SWIZZLED].filter(
        (entry) => entry.guardedBy.length === 0,
      ),
    ).toEqual([])
  })

  it('builds the bundler configuration: every replacement for both bundles, the site-config loader for the browser only, the lean registry for a build’s browser bundle only', () => {
    class Replacement {
      constructor(
        readonly pattern: RegExp,
        readonly replacement:
          string | ((resource: { context: string; request: string }) => void),
      ) {}
    }
    const bundler = { NormalModuleReplacementPlugin: Replacement } as never
    const client = bundlerConfig(INTERNALS, {
      siteDir: ROOT,
      isServer: false,
      hydrates: true,
      bundler,
    })
    const devClient = bundlerConfig(INTERNALS, {
      siteDir: ROOT,
      isServer: false,
      hydrates: false,
      bundler,
    })
    const server = bundlerConfig(INTERNALS, {
      siteDir: ROOT,
      isServer: true,
      hydrates: false,
      bundler,
    })
    const replacements = client.plugins as unknown as Replacement[]
    expect(replacements.length).toBe(
      INTERNALS.filter((entry) => entry.kind.endsWith('-replacement')).length,
    )
    expect(server.plugins.length).toBe(replacements.length)
    const prefetch = replacements.find(({ pattern }) =>
      pattern.test(require.resolve('@docusaurus/core/lib/client/prefetch.js')),
    )
    expect(prefetch?.replacement).toBe(
      path.join(ROOT, 'src/features/internals/replacements/prefetch.ts'),
    )

    const tabs = replacements.find(({ pattern }) =>
      pattern.test('@docusaurus/useIsBrowser'),
    )!.replacement as (resource: { context: string; request: string }) => void
    const inTabs = {
      context: path.dirname(
        require.resolve('@docusaurus/theme-classic/lib/theme/Tabs/index.js'),
      ),
      request: '@docusaurus/useIsBrowser',
    }
    const elsewhere = {
      context: path.dirname(
        require.resolve('@docusaurus/theme-classic/lib/theme/CodeBlock/index.js'),
      ),
      request: '@docusaurus/useIsBrowser',
    }
    tabs(inTabs)
    tabs(elsewhere)
    expect(inTabs.request).toBe(
      path.join(
        ROOT,
        'src/features/internals/replacements/constantIsBrowser.ts',
      ),
    )
    expect(elsewhere.request).toBe('@docusaurus/useIsBrowser')

    const loadersOf = (
      rules: { use: { loader: string; options: object }[] }[],
    ) =>
      rules.map(({ use: [{ loader, options }] }) => [
        path.relative(ROOT, loader),
        options,
      ])
    const dropFields = 'src/features/internals/loaders/dropFields.cjs'
    const descriptions = [
      dropFields,
      { fields: ['version.docs.*.description'] },
    ]
    const siteConfig = [
      dropFields,
      { fields: SITE_CONFIG_CLIENT_DROPS.map((field) => field.path) },
    ]
    expect(SITE_CONFIG_CLIENT_DROPS.map((field) => field.path)).toEqual(
      expect.arrayContaining(['ssrTemplate', 'presets', 'future.v4']),
    )
    expect(loadersOf(client.module.rules)).toEqual([
      descriptions,
      siteConfig,
      [
        'src/features/internals/loaders/leanRegistry.cjs',
        {
          fields: [],
          leanFirst: path.join(ROOT, 'src/features/lean-pages/leanFirst.ts'),
        },
      ],
    ])
    // npm start renders in the browser: no lean forms to hydrate.
    expect(loadersOf(devClient.module.rules)).toEqual([
      descriptions,
      siteConfig,
    ])
    expect(loadersOf(server.module.rules)).toEqual([descriptions])
  })
})

describe('swizzled theme components', () => {
  const THEMES = [
    'node_modules/@docusaurus/theme-classic/lib/theme',
    'node_modules/@docusaurus/core/lib/client/theme-fallback',
  ]
  /** The upstream file that `@theme/<component>` names, in the order Docusaurus looks: theme-classic, then core's fallbacks. */
  const upstreamOf = (component: string) =>
    THEMES.flatMap((theme) => [
      `${theme}/${component}/index.js`,
      `${theme}/${component}.js`,
    ]).find((file) => existsSync(path.join(ROOT, file)))
  const componentOf = (file: string, themeDir: string) =>
    path.posix.relative(themeDir, file).replace(/(\/index)?\.tsx?$/, '')

  it('are all listed: every file of ours that shadows a theme component, with the original it shadows', () => {
    const themeDirs = [
      'src/theme',
      ...readdirSync(path.join(ROOT, 'src/features'))
        .map((name) => `src/features/${name}/theme`)
        .filter((dir) => existsSync(path.join(ROOT, dir))),
    ]
    const shadowing = themeDirs
      .flatMap((dir) =>
        sourcesUnder(dir).map((file) => ({
          component: componentOf(file, dir),
          file,
        })),
      )
      .filter(({ component }) => upstreamOf(component))
    expect(
      shadowing.map(({ component, file }) => `${component} ${file}`).sort(),
    ).toEqual(
      SWIZZLED.map(({ component, file }) => `${component} ${file}`).sort(),
    )
    for (const { component, upstream } of SWIZZLED)
      expect(
        `node_modules/${upstream.package}/${upstream.file}`,
        component,
      ).toBe(upstreamOf(component))
  })

  it('are wrappers exactly when they render @theme-original', () => {
    for (const { component, file, kind } of SWIZZLED) {
      expect(
        requestsOf(read(file)).includes(`@theme-original/${component}`)
          ? 'wrapper'
          : 'replacement',
        file,
      ).toBe(kind)
    }
  })
})

describe('fields that dropFields.cjs removes (src/features/internals/droppedFields.ts)', () => {
  const DROPPED = [...DOCS_VERSION_DROPS, ...SITE_CONFIG_CLIENT_DROPS]

  it('are read by no browser code but the readers listed, each with why it is harmless', () => {
    const files = browserCode(ROOT)
    expect(files).toContain('src/theme/CodeBlock/index.tsx')
    // The modules the registry swaps in run in the browser too.
    expect(files).toContain(
      'src/features/internals/replacements/useWindowSize.ts',
    )
    expect(files).toContain(
      'node_modules/@docusaurus/theme-classic/lib/theme/DocCard/index.js',
    )
    const unexpected = DROPPED.flatMap((field) => {
      const listed = field.readers.map((reader) => reader.file)
      return readersOf(ROOT, field, files)
        .filter((file) => !listed.includes(file))
        .map((file) => `${file} reads ${field.path}`)
    })
    const stale = DROPPED.flatMap((field) =>
      field.readers
        .filter((reader) => !readersOf(ROOT, field, [reader.file]).length)
        .map((reader) => `${reader.file} no longer reads ${field.path}`),
    )
    expect([...unexpected, ...stale]).toEqual([])
  })

  it('catch a component that reads one', () => {
    const site = temporaryDir()
    writeFileSync(
      path.join(site, 'Template.tsx'),
      'export const Template = () => useDocusaurusContext().siteConfig.ssrTemplate;\n',
    )
    writeFileSync(
      path.join(site, 'Card.tsx'),
      'export const Card = ({id}) => <p>{useDocById(id).description}</p>;\n',
    )
    writeFileSync(
      path.join(site, 'Colours.tsx'),
      'export const Colours = () => { const {prism} = useThemeConfig(); return prism.theme; };\n',
    )
    const files = browserCode(site, ['.'])
    const [description, template, colours] = DROPPED
    expect(
      [description!, template!, colours!].map((field) =>
        readersOf(site, field, files),
      ),
    ).toEqual([['Card.tsx'], ['Template.tsx'], ['Colours.tsx']])
  })

  it('catch every form of reading a field dropped from the site config, and not the context’s i18n', () => {
    const site = temporaryDir()
    const buildOnly = SITE_CONFIG_CLIENT_DROPS.filter(
      (field) => field.readers.length === 0,
    )
    expect(buildOnly.map((field) => field.path)).toContain('presets')
    /** `a.b` as nested destructuring: `a: { b }`. */
    const pattern = (keys: string[]): string =>
      keys.length === 1 ? keys[0]! : `${keys[0]}: { ${pattern(keys.slice(1))} }`
    const forms = (keys: string[]) => ({
      dotted: `export const A = () => useDocusaurusContext().siteConfig.${keys.join('.')};\n`,
      imported: `import siteConfig from '@generated/docusaurus.config';\nexport const a = siteConfig?.${keys.join('.')};\n`,
      fromContext: `export const A = () => {\n  const {\n    siteConfig: { title, ${pattern(keys)} },\n    i18n,\n  } = useDocusaurusContext();\n  return title;\n};\n`,
      fromConfig: `export const A = () => {\n  const { title, ${pattern(keys)} } = useDocusaurusContext().siteConfig;\n  return title;\n};\n`,
    })
    const missed = buildOnly.flatMap((field) =>
      Object.entries(forms(field.path.split('.'))).flatMap(([form, text]) => {
        const file = `${field.path}.${form}.tsx`
        writeFileSync(path.join(site, file), text)
        return readersOf(site, field, [file]).length ? [] : [file]
      }),
    )
    expect(missed).toEqual([])
    writeFileSync(
      path.join(site, 'Locale.tsx'),
      'export const Locale = () => {\n  const { siteConfig: { title }, i18n: { currentLocale } } = useDocusaurusContext();\n  return title + currentLocale;\n};\n',
    )
    const i18n = buildOnly.find((field) => field.path === 'i18n')!
    expect(readersOf(site, i18n, ['Locale.tsx'])).toEqual([])
  })

  it('include the docs’ descriptions only while this site has no page that renders doc cards', () => {
    expect(read('sidebars.ts')).not.toContain('generated-index')
    const docs = readdirSync(path.join(ROOT, 'docs'), {
      recursive: true,
      encoding: 'utf8',
    }).filter((name) => /\.mdx?$/.test(name))
    expect(
      docs.filter((name) =>
        /\bDocCard/.test(readFileSync(path.join(ROOT, 'docs', name), 'utf8')),
      ),
    ).toEqual([])
  })
})
