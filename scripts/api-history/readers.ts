import path from 'node:path'
import { propertiesOf, type Member } from '../declaration-tables/declarations'
import {
  createSampleProgram,
  VIRTUAL_ROOT,
} from '../../src/markdown/sampleProgram'
import type { TableSnapshot } from './tables'

/**
 * An object readers reach members through (`api.util`, `build`, a hook's
 * result), as their own code gets it: TypeScript that imports the package
 * and exports `reader`, compiled in every release. Where it compiles, the
 * members of `reader`'s type are what the reader can use in that release;
 * where it does not, the object is absent. So a member is dated by the type
 * the reader actually gets back, not by a helper alias a table is tied to;
 * and of a union (a hook's result, one type per status) only what every
 * member of it has counts, as `result.member` compiles only then.
 */
export interface ReaderObject {
  /** Unique, and what the list and the manual call it: `useXInfiniteQuery()`. */
  key: string
  /** What code writes before a member's name: `api.util`, `build`. */
  path: string
  code: string
  /**
   * Tables whose rows document this object's members, by their declaration
   * key (`declarationKey`), each with what its rows write before a member's
   * name (`config.` for `config.signal`; '' for none). Their rows are dated
   * by this object's members.
   */
  tables?: Record<string, string>
}

/**
 * Reader code that uses one dated thing: the history script compiles it in
 * every release and fails when the first release of its last unbroken run
 * of compiling releases is not the history's date for `target`.
 */
export interface Probe {
  /** What the probe shows, for the failure message. */
  about: string
  target:
    { object: string; member: string } | { entryPoint: string; export: string }
  code: string
}

/** One release's reader objects (key → members) and probes (index → compiles). */
export interface ReadersSnapshot {
  objects: Record<string, TableSnapshot>
  probes: boolean[]
}

const FOLDER = 'readers'

/**
 * Compiles every reader object and probe against the release unpacked
 * under `root` (its node_modules holds the package), in one program, each
 * in a file of its own: a file with any error is absent from the release.
 */
export function readReaders(
  root: string,
  objects: readonly ReaderObject[],
  probes: readonly Probe[],
): ReadersSnapshot {
  const dir = path.relative(VIRTUAL_ROOT, path.join(root, FOLDER))
  const files: Record<string, string> = {}
  objects.forEach(({ code }, i) => (files[`${dir}/object${i}.ts`] = code))
  probes.forEach(({ code }, i) => (files[`${dir}/probe${i}.ts`] = code))
  const sample = createSampleProgram(files)
  const program = sample.service.getProgram()!
  const checker = program.getTypeChecker()
  const compiled = (name: string) => {
    const source = program.getSourceFile(sample.pathOf(name))!
    const errors = [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ]
    return errors.length ? undefined : source
  }
  const snapshot: ReadersSnapshot = { objects: {}, probes: [] }
  objects.forEach(({ key }, i) => {
    const source = compiled(`${dir}/object${i}.ts`)
    const module = source && checker.getSymbolAtLocation(source)
    const reader =
      module &&
      checker.getExportsOfModule(module).find((s) => s.name === 'reader')
    if (!reader) return
    const read: TableSnapshot = {}
    const note = (member: Member) => {
      read[member.name] = {
        deprecated: member.deprecated,
        ...(member.reason && { reason: member.reason }),
      }
    }
    // The members code can read: of a union (a hook's result, one type per
    // status), those every member of it has, as property access allows.
    const type = checker.getTypeOfSymbol(reader)
    const readable = new Set(
      checker.getPropertiesOfType(type).map((property) => property.name),
    )
    propertiesOf(type, checker)
      .filter((member) => readable.has(member.name))
      .forEach(note)
    snapshot.objects[key] = read
  })
  snapshot.probes = probes.map(
    (_, i) => compiled(`${dir}/probe${i}.ts`) !== undefined,
  )
  return snapshot
}

/** An API with one endpoint `x` of each kind given, built as a reader builds one. */
const apiWith = (endpoints: string, from = '@reduxjs/toolkit/query/react') => `
import { createApi, fakeBaseQuery } from '${from}'
const api = createApi({
  baseQuery: fakeBaseQuery(),
  endpoints: (build) => ({ ${endpoints} }),
})
`
const QUERY = `x: build.query<string, number>({ queryFn: () => ({ data: '' }) })`
const MUTATION = `x: build.mutation<string, number>({ queryFn: () => ({ data: '' }) })`
const INFINITE_QUERY = `x: build.infiniteQuery<string, number, number>({
    queryFn: () => ({ data: '' }),
    infiniteQueryOptions: { initialPageParam: 0, getNextPageParam: (_last, all) => all.length },
  })`
const THUNK = `
import { createAsyncThunk } from '@reduxjs/toolkit'
const thunk = createAsyncThunk('posts/load', async (id: number) => id)
`

/** Tables the reader objects' members are documented in (declarationKey). */
const endpointTable = (definition: string) =>
  `@reduxjs/toolkit/query/react Api<any, { e: ${definition} }, any, any, CoreModule | typeof reactHooksModuleName>['endpoints']['e']`
const HOOK_RESULT_TABLE = `@reduxjs/toolkit/query/react TypedUseInfiniteQueryHookResult<any, any, any, any> & Pick<TypedUseInfiniteQuerySubscriptionResult<any, any, any, any>, 'fetchNextPage' | 'fetchPreviousPage'>`

/** The objects the site documents members of, as readers reach them. */
export const READER_OBJECTS: readonly ReaderObject[] = [
  {
    key: 'build',
    path: 'build',
    code: `
import type { createApi } from '@reduxjs/toolkit/query'
export declare const reader: Parameters<Parameters<typeof createApi>[0]['endpoints']>[0]
`,
  },
  {
    key: 'api',
    path: 'api',
    code: `${apiWith(QUERY)}export const reader = api\n`,
  },
  {
    key: 'api.util',
    path: 'api.util',
    code: `${apiWith(QUERY)}export const reader = api.util\n`,
    tables: { "@reduxjs/toolkit/query Api<any, any, any, any>['util']": '' },
  },
  {
    key: 'api.endpoints.x (query)',
    path: 'api.endpoints.x',
    code: `${apiWith(QUERY)}export const reader = api.endpoints.x\n`,
    tables: { [endpointTable('QueryDefinition<any, any, any, any>')]: '' },
  },
  {
    key: 'api.endpoints.x (mutation)',
    path: 'api.endpoints.x',
    code: `${apiWith(MUTATION)}export const reader = api.endpoints.x\n`,
    tables: { [endpointTable('MutationDefinition<any, any, any, any>')]: '' },
  },
  {
    key: 'api.endpoints.x (infinite query)',
    path: 'api.endpoints.x',
    code: `${apiWith(INFINITE_QUERY)}export const reader = api.endpoints.x\n`,
    tables: {
      [endpointTable('InfiniteQueryDefinition<any, any, any, any, any>')]: '',
    },
  },
  {
    key: 'useXQuery()',
    path: 'useXQuery()',
    code: `${apiWith(QUERY)}export const reader = api.useXQuery(1)\n`,
  },
  {
    key: 'useXInfiniteQuery()',
    path: 'useXInfiniteQuery()',
    code: `${apiWith(INFINITE_QUERY)}export const reader = api.useXInfiniteQuery(1)\n`,
    tables: { [HOOK_RESULT_TABLE]: '' },
  },
  {
    key: 'api.endpoints.x.select()(state) (infinite query)',
    path: 'api.endpoints.x.select()(state)',
    code: `${apiWith(INFINITE_QUERY)}export const reader = api.endpoints.x.select(1)({ api: api.reducer(undefined, { type: '' }) })\n`,
  },
  {
    key: 'useXMutation()[1]',
    path: 'useXMutation()[1]',
    code: `${apiWith(MUTATION)}export const reader = api.useXMutation()[1]\n`,
  },
  {
    key: 'create',
    path: 'create',
    code: `
import { createSlice } from '@reduxjs/toolkit'
type Reducers = Parameters<typeof createSlice>[0]['reducers']
type Create = Parameters<Extract<Reducers, (...args: any[]) => any>>[0]
// A release whose reducers take no callback has no create at all.
const present: [Create] extends [never] ? never : true = true
export declare const reader: Create
`,
    tables: { '@reduxjs/toolkit { create: ReducerCreators<any> }': 'create.' },
  },
  {
    key: 'listenerApi',
    path: 'listenerApi',
    code: `
import { createListenerMiddleware } from '@reduxjs/toolkit'
type Options = Parameters<ReturnType<typeof createListenerMiddleware>['startListening']>[0]
export declare const reader: Parameters<Options['effect']>[1]
`,
    tables: { '@reduxjs/toolkit ListenerEffectAPI<any, any>': '' },
  },
  {
    key: 'listenerMiddleware',
    path: 'listenerMiddleware',
    code: `
import { createListenerMiddleware } from '@reduxjs/toolkit'
export const reader = createListenerMiddleware()
`,
  },
  {
    key: 'thunk(arg, config)',
    path: 'config',
    code: `${THUNK}export declare const reader: NonNullable<Parameters<typeof thunk>[1]>\n`,
    tables: { '@reduxjs/toolkit AsyncThunk<any, any, any>()': 'config.' },
  },
]

/** Reader code for a few dates the review checked by hand. */
export const PROBES: readonly Probe[] = [
  {
    about: 'an external signal passed to the thunk createAsyncThunk returns',
    target: { object: 'thunk(arg, config)', member: 'signal' },
    code: `${THUNK}thunk(1, { signal: new AbortController().signal })\n`,
  },
  {
    about: 'isFetchNextPageError on the result of useXInfiniteQuery()',
    target: { object: 'useXInfiniteQuery()', member: 'isFetchNextPageError' },
    code: `${apiWith(INFINITE_QUERY)}const failed: boolean = api.useXInfiniteQuery(1).isFetchNextPageError\n`,
  },
  {
    about:
      'isFetchPreviousPageError on what select() of an infinite query endpoint returns',
    target: {
      object: 'api.endpoints.x.select()(state) (infinite query)',
      member: 'isFetchPreviousPageError',
    },
    code: `${apiWith(INFINITE_QUERY)}const state = { api: api.reducer(undefined, { type: '' }) }
const failed: boolean = api.endpoints.x.select(1)(state).isFetchPreviousPageError\n`,
  },
  {
    about: 'build.infiniteQuery in the endpoints callback',
    target: { object: 'build', member: 'infiniteQuery' },
    code: apiWith(INFINITE_QUERY),
  },
  {
    about: 'UNINITIALIZED_VALUE imported from the React entry point',
    target: {
      entryPoint: '@reduxjs/toolkit/query/react',
      export: 'UNINITIALIZED_VALUE',
    },
    code: `import { UNINITIALIZED_VALUE } from '@reduxjs/toolkit/query/react'\nexport const value: unknown = UNINITIALIZED_VALUE\n`,
  },
]
