/**
 * The worker's core, free of any browser API so that it runs in Node's tests
 * too: a TypeScript language service per edited sample, over an in-memory
 * file system of the declaration files the code-sample check reads
 * (./declarationFiles.json) and the sample's own files, with the check's
 * compiler options (src/markdown/sampleCompiler.ts).
 */
import type * as TypeScript from 'typescript'
import {
  convertSampleCompilerOptions,
  diagnosticMessage,
  quickInfoText,
} from '../../../markdown/sampleCompiler'
import type { SampleFile, TypeDiagnostic, TypeInfo } from './protocol'

/** Declaration files, repo-relative path → text. */
export type DeclarationFiles = Record<string, string>

/**
 * One of the build's declaration assets (./packDeclarations.cjs): its files,
 * and the paths of the files that the other asset holds, which the first
 * asset names so that the service knows they exist before it has them.
 */
export interface PackedDeclarations {
  files: DeclarationFiles
  later: string[]
}

/**
 * Where the files live in memory: the declarations at `/node_modules/…` as
 * in the repository, each sample in a folder of its own below `/samples/`,
 * so that its imports of packages resolve upwards as in the check, and its
 * relative imports stay inside it.
 */
const ROOT = '/'
const SAMPLES = '/samples/'

export interface TypecheckService {
  /** Replaces the project's files (all of them, hidden ones too) and gives every diagnostic of its files. */
  check(project: string, files: SampleFile[]): TypeDiagnostic[]
  /** Quick info at an offset of one of the project's files, as last given to `check`. */
  typeAt(project: string, file: string, offset: number): TypeInfo | undefined
  /**
   * Whether the last `check` or `typeAt` looked for a file that the first
   * asset names as `later`: its answer is not the check's until `addLater`
   * has those files and it is asked again.
   */
  needsLater(): boolean
  /** Adds the later asset's files; every project's program is made anew, so that its imports resolve again. */
  addLater(files: DeclarationFiles): void
}

interface Project {
  folder: string
  /** Absolute path → text and version, which the service asks to tell what changed. */
  files: Map<string, { text: string; version: number }>
  host: TypeScript.LanguageServiceHost
  service: TypeScript.LanguageService
}

export function createTypecheckService(
  ts: typeof TypeScript,
  { files: first, later }: PackedDeclarations,
): TypecheckService {
  const options = convertSampleCompilerOptions(ts, ROOT)
  const packageFiles = new Map(
    Object.entries(first).map(([name, text]) => [ROOT + name, text]),
  )
  const missing = new Set(later.map((name) => ROOT + name))
  // Every folder of every declaration, those still to come included: module
  // resolution only looks for a file in a folder that exists.
  const packageDirs = new Set(
    [...packageFiles.keys(), ...missing].flatMap((name) => ancestors(name)),
  )
  let wanted = false
  // One registry: every project's program shares the parsed declarations.
  const registry = ts.createDocumentRegistry()
  const projects = new Map<string, Project>()

  function projectOf(name: string): Project {
    let project = projects.get(name)
    if (project) return project
    const folder = `${SAMPLES}${encodeURIComponent(name)}/`
    const files: Project['files'] = new Map()
    const read = (path: string) => {
      if (missing.has(path)) wanted = true
      return files.get(path)?.text ?? packageFiles.get(path)
    }
    const host: TypeScript.LanguageServiceHost = {
      getCompilationSettings: () => options,
      getScriptFileNames: () => [...files.keys()],
      getScriptVersion: (path) => String(files.get(path)?.version ?? 0),
      getScriptSnapshot: (path) => {
        const text = read(path)
        return text === undefined
          ? undefined
          : ts.ScriptSnapshot.fromString(text)
      },
      getCurrentDirectory: () => folder,
      getDefaultLibFileName: (settings) =>
        `${ROOT}node_modules/typescript/lib/${ts.getDefaultLibFileName(settings)}`,
      fileExists: (path) => read(path) !== undefined,
      readFile: read,
      directoryExists: (path) =>
        packageDirs.has(path.replace(/\/$/, '')) ||
        [...files.keys()].some((file) => file.startsWith(`${path}/`)),
      getDirectories: () => [],
    }
    project = {
      folder,
      files,
      host,
      service: ts.createLanguageService(host, registry),
    }
    projects.set(name, project)
    return project
  }

  return {
    check(name, sampleFiles) {
      wanted = false
      const project = projectOf(name)
      const given = new Map(
        sampleFiles.map((file) => [project.folder + file.name, file.code]),
      )
      for (const path of project.files.keys())
        if (!given.has(path)) project.files.delete(path)
      for (const [path, text] of given) {
        const known = project.files.get(path)
        if (known?.text !== text)
          project.files.set(path, {
            text,
            version: (known?.version ?? 0) + 1,
          })
      }
      return sampleFiles.flatMap((file) => {
        const path = project.folder + file.name
        return [
          ...project.service.getSyntacticDiagnostics(path),
          ...project.service.getSemanticDiagnostics(path),
        ].map((diagnostic) => ({
          file: file.name,
          from: diagnostic.start ?? 0,
          to: (diagnostic.start ?? 0) + (diagnostic.length ?? 0),
          message: diagnosticMessage(ts, diagnostic),
          code: diagnostic.code,
        }))
      })
    },
    typeAt(name, file, offset) {
      wanted = false
      const project = projects.get(name)
      const path = project && project.folder + file
      if (!project?.files.has(path!)) return undefined
      const info = project.service.getQuickInfoAtPosition(path!, offset)
      if (!info) return undefined
      const { text, doc } = quickInfoText(ts, info)
      if (!text) return undefined
      return {
        from: info.textSpan.start,
        to: info.textSpan.start + info.textSpan.length,
        text,
        doc,
      }
    },
    needsLater: () => wanted,
    addLater(files) {
      for (const [name, text] of Object.entries(files)) {
        packageFiles.set(ROOT + name, text)
        missing.delete(ROOT + name)
      }
      // A new service, whose program resolves every import anew. The old
      // one is left to the garbage collector, not disposed: disposing would
      // release the parsed declarations from the registry, to parse them again.
      for (const project of projects.values())
        project.service = ts.createLanguageService(project.host, registry)
    },
  }
}

/** `/a/b/c.d.ts` → `/a/b`, `/a`: the folders a file is in. */
function ancestors(file: string): string[] {
  const dirs: string[] = []
  for (
    let at = file.lastIndexOf('/');
    at > 0;
    at = file.lastIndexOf('/', at - 1)
  )
    dirs.push(file.slice(0, at))
  return dirs
}
