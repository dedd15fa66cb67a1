import { isDeepStrictEqual } from 'node:util'
import {
  exportOf,
  readApiHistory,
  type ApiHistoryFile,
  type DeclarationHistory,
  type Life,
  type Release,
  type ResolvedLife,
} from '../../src/features/api-badges/apiHistory'
import type { Snapshot } from './read'
import type { Probe, ReaderObject, ReadersSnapshot } from './readers'
import type { TableSnapshot } from './tables'

export const GENERATED_BY = 'npm run api-history'

const ABOUT =
  'Releases are the published stable versions, patches included ("releases" lists every one read, ' +
  'oldest first; the first one means "it or earlier"). ' +
  'Per entry point: its exports, and its declarations with members (exported interfaces, object type ' +
  'aliases and classes by name; object parameters of exported functions as "fn(index)", with "type" naming ' +
  'the exported declaration that holds their members). Each has "added" (first release), "deprecated" ' +
  '(JSDoc @deprecated from then on) and "removed" (first release without it); a field left out takes its ' +
  'container\'s value (entry point, export, declaration, member; an entry point\'s "added" is the first ' +
  'release); "reason" is the @deprecated text of the newest release. "tables": the declarations the ' +
  "pages' tables document, keyed as their comments name them, with their members by path. " +
  '"objects": what readers reach members through (api.util, a hook\'s result), compiled as reader code in ' +
  'each release (scripts/api-history/readers.ts), with the path code writes before a member and the tables ' +
  'whose rows they date. ' +
  'Read it with src/features/api-badges/apiHistory.ts.'

/** One release read: its version and what it exports. */
export interface ReleaseSnapshot {
  version: Release
  snapshot: Snapshot
  /** The documented declarations this release resolves (./tables.ts). */
  tables?: Record<string, TableSnapshot>
  /** The reader objects and probes compiled in this release (./readers.ts). */
  readers?: ReadersSnapshot
}

/** Per release, oldest first: absent, present, or present and deprecated. */
type States = (0 | 1 | 2)[]

interface Lived {
  life: ResolvedLife
  /** Returns and un-deprecations, which the life leaves out. */
  notes: string[]
}

/**
 * The life of a name from its states: its last unbroken run of releases,
 * and the deprecation that lasts to that run's end.
 */
function lifeOf(states: States, releases: Release[]): Lived {
  let last = states.length - 1
  while (last >= 0 && states[last] === 0) last--
  let start = last
  while (start > 0 && states[start - 1] !== 0) start--
  let deprecated = last + 1
  while (deprecated > start && states[deprecated - 1] === 2) deprecated--
  const notes: string[] = []
  if (states.slice(0, start).some((state) => state !== 0))
    notes.push(`returned in ${releases[start]} after a gap`)
  if (states.slice(start, deprecated).includes(2))
    notes.push('was deprecated, then no longer')
  return {
    life: {
      added: releases[start]!,
      ...(deprecated <= last && { deprecated: releases[deprecated]! }),
      ...(last < releases.length - 1 && { removed: releases[last + 1]! }),
    },
    notes,
  }
}

/** The fields of `life` that differ from what it inherits from `container`. */
function relative(life: ResolvedLife, container: ResolvedLife): Life {
  return {
    ...(life.added !== container.added && { added: life.added }),
    ...(life.deprecated && { deprecated: life.deprecated }),
    ...(life.removed !== container.removed && { removed: life.removed }),
    ...(life.reason && { reason: life.reason }),
  }
}

/** A life with the reason of its deprecation, when it lasts to the newest release. */
const withReason = (life: ResolvedLife, reason: string | undefined) =>
  life.deprecated && !life.removed && reason ? { ...life, reason } : life

class Timelines {
  readonly states = new Map<string, States>()
  constructor(private readonly count: number) {}
  set(key: string, index: number, deprecated: boolean) {
    let states = this.states.get(key)
    if (!states) this.states.set(key, (states = Array(this.count).fill(0)))
    states[index] = deprecated ? 2 : 1
  }
}

interface DeclarationTimelines {
  timelines: Timelines
  members: Timelines
  /** From the last release that has it. */
  name?: string
  type?: string
}

/**
 * The history of releases read oldest first, in the file's compact form
 * (fields equal to their container's left out), checked by reading it back.
 * Throws if reading it back gives another history. `notes` lists names that
 * came back after a gap or stopped being deprecated (the history keeps their
 * last run).
 */
export function buildHistory(
  packageName: string,
  snapshots: ReleaseSnapshot[],
  objects: readonly ReaderObject[] = [],
): { file: ApiHistoryFile; notes: string[] } {
  const releases = snapshots.map(({ version }) => version)
  const count = releases.length
  const entries = new Timelines(count)
  const exports = new Map<string, Timelines>()
  const declarations = new Map<string, Map<string, DeclarationTimelines>>()

  const tables = new Map<string, DeclarationTimelines>()
  const objectTimelines = new Map<string, DeclarationTimelines>()
  /** Records that release `index` has `key`, and its members' states. */
  const seen = (
    map: Map<string, DeclarationTimelines>,
    key: string,
    index: number,
    members: Record<string, boolean>,
  ) => {
    let found = map.get(key)
    if (!found)
      map.set(
        key,
        (found = {
          timelines: new Timelines(count),
          members: new Timelines(count),
        }),
      )
    found.timelines.set(key, index, false)
    for (const [member, deprecated] of Object.entries(members))
      found.members.set(member, index, deprecated)
    return found
  }
  const deprecatedByPath = (members: TableSnapshot) =>
    Object.fromEntries(
      Object.entries(members).map(([path, m]) => [path, m.deprecated]),
    )
  snapshots.forEach(({ snapshot, tables: read = {}, readers }, index) => {
    for (const [key, members] of Object.entries(read))
      seen(tables, key, index, deprecatedByPath(members))
    for (const [key, members] of Object.entries(readers?.objects ?? {}))
      seen(objectTimelines, key, index, deprecatedByPath(members))
    for (const [entry, read] of Object.entries(snapshot.entryPoints)) {
      entries.set(entry, index, false)
      if (!exports.has(entry)) exports.set(entry, new Timelines(count))
      for (const [name, deprecated] of Object.entries(read.exports))
        exports.get(entry)!.set(name, index, deprecated)
      if (!declarations.has(entry)) declarations.set(entry, new Map())
      const ofEntry = declarations.get(entry)!
      for (const [key, declaration] of Object.entries(read.declarations)) {
        const found = seen(ofEntry, key, index, declaration.members)
        found.name = declaration.name
        found.type = declaration.type
      }
    }
  })

  const notes: string[] = []
  const lifeNoting = (states: States, what: string) => {
    const { life, notes: own } = lifeOf(states, releases)
    notes.push(...own.map((note) => `${what} ${note}`))
    return life
  }

  // Absolute lives first, then each relative to its container.
  const file: ApiHistoryFile = {
    generatedBy: GENERATED_BY,
    about: ABOUT,
    package: packageName,
    releases,
    entryPoints: {},
    tables: {},
    objects: {},
  }
  const newest = snapshots.at(-1)
  const expected = new Map<string, ResolvedLife>()
  for (const [entry, entryStates] of entries.states) {
    const entryLife = lifeNoting(entryStates, entry)
    const exportLives = new Map<string, ResolvedLife>()
    const record = {
      ...relative(entryLife, { added: releases[0]! }),
      exports: {} as Record<string, Life>,
      declarations: {} as Record<string, DeclarationHistory>,
    }
    for (const [name, states] of exports.get(entry)!.states) {
      const life = withReason(
        lifeNoting(states, `${entry} ${name}`),
        newest?.snapshot.entryPoints[entry]?.reasons[name],
      )
      exportLives.set(name, life)
      expected.set(`${entry} ${name}`, life)
      record.exports[name] = relative(life, entryLife)
    }
    const memberLives = new Map<string, Map<string, ResolvedLife>>()
    for (const [key, found] of declarations.get(entry)!) {
      const owner = exportLives.get(exportOf(key))!
      const life = lifeOf(found.timelines.states.get(key)!, releases).life
      expected.set(`${entry} ${key} (declaration)`, life)
      const members = new Map<string, ResolvedLife>()
      const membersRecord: Record<string, Life> = {}
      for (const [member, states] of found.members.states) {
        const memberLife = lifeNoting(states, `${entry} ${key}.${member}`)
        members.set(member, memberLife)
        membersRecord[member] = relative(memberLife, life)
      }
      memberLives.set(key, members)
      record.declarations[key] = {
        ...relative(life, owner),
        ...(found.name && { name: found.name }),
        ...(found.type && { type: found.type }),
        members: membersRecord,
      }
    }
    // A parameter typed by an exported declaration with the same member
    // history names it instead of repeating its members.
    for (const [key, declaration] of Object.entries(record.declarations)) {
      const referenced = declaration.type && memberLives.get(declaration.type)
      if (referenced && isDeepStrictEqual(referenced, memberLives.get(key)))
        delete declaration.members
      for (const [member, life] of memberLives.get(key)!)
        expected.set(`${entry} ${key}.${member}`, life)
    }
    file.entryPoints[entry] = record
  }

  const first = { added: releases[0]! }
  /** A table's or an object's life and its members', as the file keeps them. */
  const membersHistory = (
    kind: 'table' | 'object',
    key: string,
    found: DeclarationTimelines,
    newestMembers: TableSnapshot | undefined,
  ) => {
    const life = lifeNoting(found.timelines.states.get(key)!, key)
    expected.set(`${kind} ${key}`, life)
    const members: Record<string, Life> = {}
    for (const [path, states] of found.members.states) {
      const memberLife = withReason(
        lifeNoting(states, `${key} ${path}`),
        newestMembers?.[path]?.reason,
      )
      expected.set(`${kind} ${key} ${path}`, memberLife)
      members[path] = relative(memberLife, life)
    }
    return { ...relative(life, first), members }
  }
  for (const [key, found] of tables)
    file.tables[key] = membersHistory(
      'table',
      key,
      found,
      newest?.tables?.[key],
    )
  for (const { key, path, tables: documentedIn } of objects) {
    const found = objectTimelines.get(key)
    if (!found)
      throw new Error(`the reader object ${key} compiles in no release`)
    file.objects[key] = {
      path,
      ...(documentedIn && { tables: documentedIn }),
      ...membersHistory('object', key, found, newest?.readers?.objects[key]),
    }
  }

  checkReadsBack(file, expected)
  return { file: sortKeys(file), notes }
}

/**
 * Throws, naming each, unless every probe's first release (of its last
 * unbroken run of releases it compiles in) is the history's date for what
 * it uses: the history answers "from which version does my code compile?".
 */
export function checkProbes(
  file: ApiHistoryFile,
  probes: readonly Probe[],
  snapshots: readonly ReleaseSnapshot[],
) {
  const history = readApiHistory(file)
  const wrong: string[] = []
  probes.forEach((probe, index) => {
    const states: States = snapshots.map(({ readers }) =>
      readers?.probes[index] ? 1 : 0,
    )
    const compiles = states.includes(1)
      ? lifeOf(states, file.releases).life
      : undefined
    const { target } = probe
    const dated =
      'object' in target
        ? history.objectMemberLife(target.object, target.member)
        : history.exportLife(target.entryPoint, target.export)
    if (
      compiles?.added !== dated?.added ||
      compiles?.removed !== dated?.removed
    )
      wrong.push(
        `${probe.about}: compiles from ${compiles?.added ?? 'no release'}${compiles?.removed ? ` until ${compiles.removed}` : ''}, ` +
          `but the history dates it ${dated ? `${dated.added}${dated.removed ? ` until ${dated.removed}` : ''}` : 'nowhere'}`,
      )
  })
  if (wrong.length)
    throw new Error(
      `probes disagree with the history (scripts/api-history/readers.ts):\n  ${wrong.join('\n  ')}`,
    )
}

/** Throws unless the reader gives back every life the file was made from. */
function checkReadsBack(
  file: ApiHistoryFile,
  expected: Map<string, ResolvedLife>,
) {
  const history = readApiHistory(file)
  const read = new Map<string, ResolvedLife | undefined>()
  for (const [entry, record] of Object.entries(file.entryPoints)) {
    for (const name of Object.keys(record.exports))
      read.set(`${entry} ${name}`, history.exportLife(entry, name))
    for (const key of Object.keys(record.declarations)) {
      read.set(
        `${entry} ${key} (declaration)`,
        history.declarationLife(entry, key),
      )
      for (const member of history.membersOf(entry, key))
        read.set(
          `${entry} ${key}.${member}`,
          history.memberLife(entry, key, member),
        )
    }
  }
  for (const key of history.tables()) {
    read.set(`table ${key}`, history.tableLife(key))
    for (const path of history.tableMembers(key))
      read.set(`table ${key} ${path}`, history.tableMemberLife(key, path))
  }
  for (const key of history.objects()) {
    read.set(`object ${key}`, history.objectLife(key))
    for (const member of history.objectMembers(key))
      read.set(`object ${key} ${member}`, history.objectMemberLife(key, member))
  }
  for (const [what, life] of read) {
    if (!isDeepStrictEqual(life, expected.get(what)))
      throw new Error(
        `the history reads back ${what} as ${JSON.stringify(life)}, not ${JSON.stringify(expected.get(what))}`,
      )
  }
}

const sortedEntries = (object: object) =>
  Object.entries(object).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))

/** The file with the keys of every map sorted (its own fields in order). */
function sortKeys(file: ApiHistoryFile): ApiHistoryFile {
  const sort = (value: unknown): unknown =>
    typeof value !== 'object' || value === null || Array.isArray(value)
      ? value
      : Object.fromEntries(
          sortedEntries(value).map(([key, field]) => [key, sort(field)]),
        )
  return {
    ...file,
    entryPoints: sort(file.entryPoints) as ApiHistoryFile['entryPoints'],
    tables: sort(file.tables) as ApiHistoryFile['tables'],
    objects: sort(file.objects) as ApiHistoryFile['objects'],
  }
}

/**
 * The file's text: header fields first, every map's keys sorted, and one line
 * per object of plain values (a life, a release), so that a change to one
 * name is a change to one line.
 */
export function formatHistory(file: ApiHistoryFile): string {
  const format = (value: unknown, indent: string, sort: boolean): string => {
    if (typeof value !== 'object' || value === null)
      return JSON.stringify(value)
    const inner = `${indent}  `
    if (Array.isArray(value))
      return `[\n${value.map((item) => inner + format(item, inner, true)).join(',\n')}\n${indent}]`
    const fields = sort ? sortedEntries(value) : Object.entries(value)
    if (fields.every(([, field]) => typeof field !== 'object'))
      return JSON.stringify(Object.fromEntries(fields))
    return `{\n${fields
      .map(
        ([key, field]) =>
          `${inner}${JSON.stringify(key)}: ${format(field, inner, true)}`,
      )
      .join(',\n')}\n${indent}}`
  }
  return `${format(file, '', false)}\n`
}
