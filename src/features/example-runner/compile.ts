// The reader's files compiled for the example runner: TypeScript and JSX to
// JavaScript modules (sucrase, which keeps every line where it was, so a
// runtime error's line is the source's), each cut at its imports
// (./moduleParts.mjs) with every import resolved to a file of the app or a
// library the runner has. A chunk of its own, loaded on the first Run.
import { parse } from 'es-module-lexer/js'
import { transform } from 'sucrase'
import { splitAtImports } from './moduleParts.mjs'
import { appKey, packageKey, type ModuleParts, type RunError } from './protocol'

export interface AppFile {
  /** The file's path in the app, `src/App.tsx`. */
  name: string
  code: string
}

export interface CompiledApp {
  /** By key (`app:src/App.tsx`); empty when there are errors. */
  modules: Record<string, ModuleParts>
  errors: RunError[]
}

/** What Vite gives the apps' code as import.meta.env, which the apps read (main.tsx: BASE_URL). */
const IMPORT_META_ENV = JSON.stringify({
  BASE_URL: '/',
  MODE: 'production',
  DEV: false,
  PROD: true,
  SSR: false,
})

const RESOLVED = ['', '.ts', '.tsx', '.js', '.jsx', '/index.ts', '/index.tsx']

/** 1-based line and column of `offset` in `text`. */
function positionOf(text: string, offset: number) {
  const before = text.slice(0, offset).split('\n')
  return { line: before.length, column: before.at(-1)!.length + 1 }
}

/** The parts of one file, or what keeps it from compiling, with its position. */
function compileFile(
  file: AppFile,
  names: ReadonlySet<string>,
  libraries: ReadonlySet<string>,
): { parts: ModuleParts } | { errors: RunError[] } {
  let code: string
  try {
    code = transform(file.code, {
      // JSX only in .tsx files, as TypeScript reads them: `<T>value` is a
      // type assertion in a .ts file.
      transforms: /\.[jt]sx$/.test(file.name)
        ? ['typescript', 'jsx']
        : ['typescript'],
      jsxRuntime: 'automatic',
      // The apps are written with verbatimModuleSyntax (examples/tsconfig.json):
      // an import without `type` is a real import, kept even if unused.
      keepUnusedImports: true,
      production: true,
      filePath: file.name,
    }).code
  } catch (error) {
    const { message, pos } = error as Error & { pos?: number }
    return {
      errors: [
        {
          file: file.name,
          ...(pos === undefined ? {} : positionOf(file.code, pos)),
          // Sucrase's message starts with the file and ends with the position.
          message: message
            .replace(/^Error transforming [^:]+: /, '')
            .replace(/ \(\d+:\d+\)$/, ''),
        },
      ],
    }
  }
  const errors: RunError[] = []
  const [imports] = parse(code, file.name)
  const parts = splitAtImports(code, imports, (specifier, at) => {
    if (!specifier.startsWith('.')) {
      if (libraries.has(specifier)) return packageKey(specifier)
      errors.push({
        file: file.name,
        ...positionOf(code, at),
        message: `Cannot import '${specifier}': the runner has ${[...libraries].join(', ')}.`,
      })
      return specifier
    }
    const base = new URL(specifier, `file:///${file.name}`).pathname.slice(1)
    const target = RESOLVED.map((ending) => base + ending).find((name) =>
      names.has(name),
    )
    if (target) return appKey(target)
    errors.push({
      file: file.name,
      ...positionOf(code, at),
      message: `Cannot find '${specifier}' among the app's files.`,
    })
    return specifier
  })
  if (errors.length > 0) return { errors }
  // On the first line, so that every line stays where it was.
  if (code.includes('import.meta.env'))
    parts[0] = `import.meta.env=${IMPORT_META_ENV};${parts[0]}`
  return { parts }
}

/**
 * Compiles every file of the app; the runner runs `entry` and what it
 * imports. `libraries` are the specifiers the runner's libraries answer.
 */
export function compileApp(
  files: readonly AppFile[],
  libraries: readonly string[],
): CompiledApp {
  const names = new Set(files.map((file) => file.name))
  const available = new Set(libraries)
  const modules: Record<string, ModuleParts> = {}
  const errors: RunError[] = []
  for (const file of files) {
    const compiled = compileFile(file, names, available)
    if ('errors' in compiled) errors.push(...compiled.errors)
    else modules[appKey(file.name)] = compiled.parts
  }
  return errors.length > 0 ? { modules: {}, errors } : { modules, errors }
}
