import historyFile from './api-history.json'

/**
 * When each export of `@reduxjs/toolkit` (and each member of its exported
 * types and of its functions' object parameters) appeared, was deprecated or
 * was removed, read from the published releases by `npm run api-history`
 * (scripts/api-history/main.ts) into ./api-history.json.
 *
 * A release is a published stable version, patches included: "2.2.7" means
 * "first published in 2.2.7" (every stable version from 1.9.0 is read). The
 * history starts at 1.9.0, so the first release means "1.9.0 or earlier".
 *
 * Meant for build time (remark plugins, plugins, tests): a browser component
 * that imports this module ships the whole JSON.
 */

/** A published stable version: "2.2.7". */
export type Release = string

/** The minor line a release belongs to: "2.2.7" → "2.2". */
export const minorLine = (release: Release) =>
  release.split('.').slice(0, 2).join('.')

/**
 * What happened to a name. In the file, a field left out takes its
 * container's value: an export's from its entry point, a member's from its
 * declaration, a declaration's from its export (a parameter's from its
 * function), an entry point's `added` is the first release.
 */
export interface Life {
  /** First release that has it (of its last unbroken run of releases). */
  added?: Release
  /** First release from which its JSDoc says `@deprecated`, up to now (or its removal). */
  deprecated?: Release
  /** First release without it; absent: still there. */
  removed?: Release
  /** With `deprecated`: the text of its `@deprecated` tag in the newest release. */
  reason?: string
}

/**
 * The members of an exported interface, object type alias or class (keyed by
 * its export name), or of an exported function's object-typed parameter
 * (keyed `name(index)`: `configureStore(0)`, `createAsyncThunk(2)`).
 */
export interface DeclarationHistory extends Life {
  /** A parameter's name in the last release that has it. */
  name?: string
  /**
   * A parameter typed by an exported declaration of the same entry point:
   * its name. Its members are that declaration's, and left out here when
   * their history is the same.
   */
  type?: string
  members?: Record<string, Life>
}

export interface EntryPointHistory extends Life {
  exports: Record<string, Life>
  declarations: Record<string, DeclarationHistory>
}

/**
 * A declaration a page's table documents (manuals/declaration-tables.md),
 * keyed by its entry point and name as the table's comment writes them
 * (`@reduxjs/toolkit ConfigureStoreOptions`, `@reduxjs/toolkit/query
 * Api<any, any, any, any>['util']`): since when it resolves, and its
 * members by path (`options.skip` for the deeper ones rows name). Its
 * `added` is left out when it is the first release.
 */
export interface TableHistory extends Life {
  members: Record<string, Life>
}

/**
 * An object readers reach members through (`api.util`, `build`, a hook's
 * result), as reader code compiled in each release gets it
 * (scripts/api-history/readers.ts): its members are dated by the type the
 * reader actually holds. Its `added` is left out when it is the first
 * release.
 */
export interface ObjectHistory extends Life {
  /** What code writes before a member's name: `api.util`, `build`. */
  path: string
  /**
   * Tables whose rows document its members (by declaration key), each with
   * what its rows write before a member's name (`config.`): their rows are
   * dated by this object.
   */
  tables?: Record<string, string>
  members: Record<string, Life>
}

export interface ApiHistoryFile {
  /** How to regenerate the file. */
  generatedBy: string
  about: string
  package: string
  /** Every published stable version read, oldest first. */
  releases: Release[]
  /** Keyed by import path: `@reduxjs/toolkit`, `@reduxjs/toolkit/query`… */
  entryPoints: Record<string, EntryPointHistory>
  /** The declarations the pages' tables document, by `declarationKey`. */
  tables: Record<string, TableHistory>
  /** What readers reach members through, by a key of their own. */
  objects: Record<string, ObjectHistory>
}

/** A life with every field resolved from its containers. */
export interface ResolvedLife {
  added: Release
  deprecated?: Release
  removed?: Release
  reason?: string
}

/** One thing a release added, deprecated or removed. */
export interface Change {
  entryPoint: string
  /** An export name, or a declaration key for a member; absent for the entry point itself. */
  name?: string
  /** Set for a member of `name`. */
  member?: string
}

/** The key of the `index`-th (0-based) parameter of function `fn`. */
export const parameterKey = (fn: string, index: number) => `${fn}(${index})`

const PARAMETER = /^(.+)\(\d+\)$/

/** The export a declaration key belongs to: `configureStore(0)` → `configureStore`. */
export const exportOf = (key: string) => PARAMETER.exec(key)?.[1] ?? key

function resolve(life: Life, container: ResolvedLife): ResolvedLife {
  const added = life.added ?? container.added
  const removed = life.removed ?? container.removed
  return {
    added,
    ...(life.deprecated && { deprecated: life.deprecated }),
    ...(removed && { removed }),
    ...(life.reason && { reason: life.reason }),
  }
}

const get = <T>(record: Record<string, T> | undefined, key: string) =>
  record && Object.hasOwn(record, key) ? record[key] : undefined

/** The questions a history answers, over any history file. */
export function readApiHistory(file: ApiHistoryFile) {
  const releases = file.releases
  const order = new Map(releases.map((release, index) => [release, index]))

  const entryLife = (entry: string) => {
    const history = get(file.entryPoints, entry)
    return history && resolve(history, { added: releases[0]! })
  }
  function exportLife(entry: string, name: string): ResolvedLife | undefined {
    const life = get(file.entryPoints[entry]?.exports, name)
    return life && resolve(life, entryLife(entry)!)
  }
  function declarationLife(
    entry: string,
    key: string,
  ): ResolvedLife | undefined {
    const declaration = get(file.entryPoints[entry]?.declarations, key)
    if (!declaration) return undefined
    const owner = exportLife(entry, exportOf(key))
    return owner && resolve(declaration, owner)
  }
  function tableLife(key: string): ResolvedLife | undefined {
    const table = get(file.tables, key)
    return table && resolve(table, { added: releases[0]! })
  }
  function objectLife(key: string): ResolvedLife | undefined {
    const object = get(file.objects, key)
    return object && resolve(object, { added: releases[0]! })
  }
  /** A declaration's members, as [record, the life they inherit from]. */
  function membersOf(entry: string, key: string) {
    const declaration = get(file.entryPoints[entry]?.declarations, key)
    if (!declaration) return undefined
    if (!declaration.members && declaration.type)
      return membersOf(entry, declaration.type)
    return {
      members: declaration.members ?? {},
      container: declarationLife(entry, key)!,
    }
  }
  function memberLife(
    entry: string,
    key: string,
    member: string,
  ): ResolvedLife | undefined {
    const found = membersOf(entry, key)
    const life = found && get(found.members, member)
    return life && resolve(life, found.container)
  }

  return {
    /** Every release read, oldest first. */
    releases: releases as readonly Release[],
    /** Orders releases oldest first (a sort comparator). */
    compareReleases: (a: Release, b: Release) =>
      (order.get(a) ?? NaN) - (order.get(b) ?? NaN),
    entryPoints: () => Object.keys(file.entryPoints),
    exportLife,
    exportsOf: (entry: string) =>
      Object.keys(file.entryPoints[entry]?.exports ?? {}),
    /** First release with this export of `entry`; undefined: never exported. */
    addedIn: (entry: string, name: string) => exportLife(entry, name)?.added,
    removedIn: (entry: string, name: string) =>
      exportLife(entry, name)?.removed,
    declarationLife,
    /** Keys of the declarations pages' tables document (`declarationKey`). */
    tables: () => Object.keys(file.tables),
    /** Since when a documented declaration resolves; undefined: not in the history. */
    tableLife,
    /** A documented declaration's member, by path (`options.skip`). */
    tableMemberLife(key: string, path: string): ResolvedLife | undefined {
      const life = get(get(file.tables, key)?.members, path)
      return life && resolve(life, tableLife(key)!)
    },
    /** Member paths of a documented declaration. */
    tableMembers: (key: string) =>
      Object.keys(get(file.tables, key)?.members ?? {}),
    /** Keys of the objects readers reach members through. */
    objects: () => Object.keys(file.objects),
    /** An object readers reach members through: its path and the tables it dates. */
    object: (key: string) => {
      const object = get(file.objects, key)
      return object && { path: object.path, tables: object.tables ?? {} }
    },
    /** Since when reader code gets the object; undefined: not in the history. */
    objectLife,
    /** Member names of an object readers reach members through. */
    objectMembers: (key: string) =>
      Object.keys(get(file.objects, key)?.members ?? {}),
    objectMemberLife(key: string, member: string): ResolvedLife | undefined {
      const life = get(get(file.objects, key)?.members, member)
      return life && resolve(life, objectLife(key)!)
    },
    /**
     * The object whose members date a table's rows, with what the rows
     * write before a member's name; undefined for a table no object dates.
     */
    objectDating(tableKey: string) {
      for (const [key, object] of Object.entries(file.objects)) {
        const prefix = get(object.tables, tableKey)
        if (prefix !== undefined) return { key, prefix }
      }
      return undefined
    },
    /** Member names of a declaration (of the one a parameter refers to). */
    membersOf: (entry: string, key: string) =>
      Object.keys(membersOf(entry, key)?.members ?? {}),
    memberLife,
    /**
     * What a release added, deprecated and removed: entry points (no
     * `name`), exports, members. What came or went with its container is
     * left out (a new type's members, a new entry point's exports), and so
     * is a deprecation that came with the thing itself. An export of two
     * entry points (`@reduxjs/toolkit` and `/react`) is listed for each.
     */
    changesIn(release: Release) {
      const changes = {
        added: [] as Change[],
        deprecated: [] as Change[],
        removed: [] as Change[],
      }
      const note = (
        life: ResolvedLife,
        change: Change,
        owner: ResolvedLife,
      ) => {
        for (const kind of ['added', 'removed'] as const)
          if (life[kind] === release && owner[kind] !== release)
            changes[kind].push(change)
        if (life.deprecated === release && life.added !== release)
          changes.deprecated.push(change)
      }
      const before = { added: '' }
      for (const [entryPoint, entry] of Object.entries(file.entryPoints)) {
        const entryPointLife = entryLife(entryPoint)!
        note(entryPointLife, { entryPoint }, before)
        for (const name of Object.keys(entry.exports))
          note(
            exportLife(entryPoint, name)!,
            { entryPoint, name },
            entryPointLife,
          )
        for (const [key, declaration] of Object.entries(entry.declarations)) {
          const owner = declarationLife(entryPoint, key)!
          for (const member of Object.keys(declaration.members ?? {}))
            note(
              memberLife(entryPoint, key, member)!,
              { entryPoint, name: key, member },
              owner,
            )
        }
      }
      return changes
    },
  }
}

export type ApiHistory = ReturnType<typeof readApiHistory>

/** The history of the `@reduxjs/toolkit` the docs describe. */
export const apiHistory: ApiHistory = readApiHistory(
  historyFile as ApiHistoryFile,
)
