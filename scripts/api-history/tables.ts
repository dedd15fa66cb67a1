import path from 'node:path'
import {
  memberAt,
  resolveDeclarations,
  type Member,
} from '../declaration-tables/declarations'
import {
  declarationKey,
  type Declaration,
  type TiedTable,
} from '../../src/features/declaration-tables/tables'

/**
 * A declaration the pages' tables document, to read in every release: its
 * members, and the deeper members its rows name by path (`options.skip`).
 */
export interface TableToRead {
  declaration: Declaration
  /** Paths of two or more names that rows document. */
  paths: string[]
}

/** One release's members of a documented declaration, by path. */
export type TableSnapshot = Record<
  string,
  { deprecated: boolean; reason?: string }
>

/** The declarations of the given tables, once each (by key). */
export function tablesToRead(tables: TiedTable[]): TableToRead[] {
  const byKey = new Map<string, TableToRead>()
  for (const { declaration, rows } of tables) {
    const key = declarationKey(declaration)
    const found = byKey.get(key) ?? { declaration, paths: [] }
    byKey.set(key, found)
    for (const name of rows.flatMap((row) => row.names))
      if (name.includes('.') && !found.paths.includes(name))
        found.paths.push(name)
  }
  return [...byKey.values()]
}

/**
 * Reads documented declarations in one release unpacked under `root` (its
 * node_modules holds the package): keyed by `declarationKey`, each one's
 * members by path. A declaration the release cannot resolve (a type it does
 * not export yet) is left out.
 */
export function readTables(
  root: string,
  tables: readonly TableToRead[],
  entryPoints: readonly string[],
): Record<string, TableSnapshot> {
  const resolved = resolveDeclarations(
    tables.map((table) => table.declaration),
    { entryPoints, folder: path.join(root, 'declaration-tables') },
  )
  const snapshot: Record<string, TableSnapshot> = {}
  tables.forEach(({ declaration, paths }, i) => {
    const members = resolved[i]!
    if (typeof members === 'string') return
    const read: TableSnapshot = {}
    const note = (name: string, member: Member | undefined) => {
      if (member)
        read[name] = {
          deprecated: member.deprecated,
          ...(member.reason && { reason: member.reason }),
        }
    }
    for (const member of members) note(member.name, member)
    for (const name of paths) note(name, memberAt(members, name))
    snapshot[declarationKey(declaration)] = read
  })
  return snapshot
}
