/**
 * Runs two recipes of docs/api/other-exports.mdx for real: the code block
 * under each heading is taken from the page, compiled to CommonJS and run
 * against the installed @reduxjs/toolkit, with a `fetch` the test controls.
 * Both recipes unsubscribe their listener while they work, which is where a
 * page's advice on removing the listener can silently stop being true.
 */
import * as toolkit from '@reduxjs/toolkit'
import type { RootContent } from 'mdast'
import { toString } from 'mdast-util-to-string'
import ts from 'typescript'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { codeBlocks, readMdx } from '../../src/markdown/readMdx'

const PAGE = 'docs/api/other-exports.mdx'
const FIRST_WINS = 'First wins (takeLeading)'
const POLLING = 'Polling with fork'

interface Recipe {
  code: string
  /** The section's text outside its code block. */
  prose: string
}

/** The one code block of the section under the heading with this text, and its prose. */
function recipeSection(heading: string): Recipe {
  const nodes = readMdx(PAGE).children
  const start = nodes.findIndex(
    (node) => node.type === 'heading' && toString(node) === heading,
  )
  expect(start, `heading "${heading}" on ${PAGE}`).toBeGreaterThanOrEqual(0)
  const depth = (nodes[start] as Extract<RootContent, { type: 'heading' }>)
    .depth
  const end = nodes.findIndex(
    (node, index) =>
      index > start && node.type === 'heading' && node.depth <= depth,
  )
  const children = nodes.slice(start + 1, end === -1 ? undefined : end)
  const blocks = codeBlocks({ type: 'root', children })
  expect(blocks, `code blocks under "${heading}"`).toHaveLength(1)
  const prose = children
    .filter((node) => node.type !== 'code')
    .map((node) => toString(node))
    .join('\n')
  return { code: blocks[0]!.value, prose }
}

/**
 * The name the recipe gives the function `startListening` returns, which its
 * prose must name as the way to remove the listener, called with
 * `{ cancelActive: true }`: the one removal that works during a run.
 */
function removerName({ code, prose }: Recipe): string {
  const match = /const (\w+) = listenerMiddleware\.startListening\(/.exec(code)
  expect(
    match,
    'the recipe keeps the function startListening returns, to remove the listener with',
  ).not.toBeNull()
  const name = match![1]!
  expect(prose).toContain(`${name}({ cancelActive: true })`)
  return name
}

type Lookup = (name: string) => unknown

/**
 * Compiles the recipe and runs it as a module of its own. Returns a lookup for
 * its top-level names, exported or not.
 */
function runRecipe(code: string, fetch: typeof globalThis.fetch): Lookup {
  const { outputText } = ts.transpileModule(code, {
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
    },
  })
  const require = (id: string) => {
    if (id === '@reduxjs/toolkit') return toolkit
    throw new Error(`the recipe imports ${id}, which the test does not provide`)
  }
  // A direct eval in the module's function scope sees its top-level consts.
  const evaluate = new Function(
    'require',
    'exports',
    'fetch',
    `${outputText}\nreturn (name) => name in exports ? exports[name] : eval(name)`,
  ) as (
    require: (id: string) => unknown,
    exports: Record<string, unknown>,
    fetch: typeof globalThis.fetch,
  ) => Lookup
  return evaluate(require, {}, fetch)
}

interface Request {
  url: string
  signal: AbortSignal
  respond(body: unknown): void
  fail(error: Error): void
}

/**
 * A `fetch` whose responses the test sends; like the real one, it rejects with
 * the signal's reason when its request is aborted.
 */
function fakeFetch() {
  const requests: Request[] = []
  const fetch = ((url: string, init: { signal: AbortSignal }) =>
    new Promise<Response>((resolve, reject) => {
      init.signal.addEventListener('abort', () => reject(init.signal.reason))
      requests.push({
        url,
        signal: init.signal,
        respond: (body) =>
          resolve({ json: () => Promise.resolve(body) } as Response),
        fail: reject,
      })
    })) as typeof globalThis.fetch
  return { fetch, requests }
}

/** Lets every pending promise callback run: the effects involved wait on nothing else. */
const settle = () => new Promise((resolve) => setImmediate(resolve))

/** What the tests use of a recipe's slice: its reducer and its payload-less actions. */
interface RecipeSlice {
  reducer: toolkit.Reducer
  actions: Record<string, () => toolkit.UnknownAction>
}

function storeFor(recipe: Lookup, sliceName: string) {
  const slice = recipe(sliceName) as RecipeSlice
  const listenerMiddleware = recipe(
    'listenerMiddleware',
  ) as toolkit.ListenerMiddlewareInstance
  const store = toolkit.configureStore({
    reducer: slice.reducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listenerMiddleware.middleware),
  })
  return { store, listenerMiddleware }
}

let consoleError: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  // The recipes' middleware reports effect errors with console.error
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe(`"${FIRST_WINS}" on ${PAGE}`, () => {
  const section = recipeSection(FIRST_WINS)
  const { code } = section

  function setup() {
    const { fetch, requests } = fakeFetch()
    const recipe = runRecipe(code, fetch)
    const { store, listenerMiddleware } = storeFor(recipe, 'feedSlice')
    const actions = (recipe('feedSlice') as RecipeSlice).actions
    const refresh = () => store.dispatch(actions.refreshRequested!())
    return { recipe, store, listenerMiddleware, requests, refresh }
  }

  it('ignores refreshRequested while a refresh is running', async () => {
    const { store, requests, refresh } = setup()
    refresh()
    refresh()
    refresh()
    expect(requests).toHaveLength(1)
    requests[0]!.respond([{ id: '1', title: 'Hello' }])
    await settle()
    expect(store.getState()).toEqual({ posts: [{ id: '1', title: 'Hello' }] })
    expect(requests).toHaveLength(1)
  })

  it('listens again once the refresh has completed', async () => {
    const { requests, refresh } = setup()
    refresh()
    requests[0]!.respond([])
    await settle()
    refresh()
    expect(requests).toHaveLength(2)
  })

  it('listens again after a failed refresh', async () => {
    const { requests, refresh } = setup()
    refresh()
    const offline = new Error('offline')
    requests[0]!.fail(offline)
    await settle()
    expect(consoleError).toHaveBeenCalledWith(
      'listenerMiddleware/error',
      offline,
      { raisedBy: 'effect' },
    )
    refresh()
    expect(requests).toHaveLength(2)
  })

  it('stays removed when removed mid-refresh with the function startListening returned and { cancelActive: true }', async () => {
    const { recipe, store, requests, refresh } = setup()
    const remove = recipe(removerName(section)) as toolkit.UnsubscribeListener
    refresh()
    remove({ cancelActive: true })
    expect(requests[0]!.signal.aborted).toBe(true)
    await settle()
    refresh()
    await settle()
    expect(requests).toHaveLength(1)
    expect(store.getState()).toEqual({ posts: [] })
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('stays removed when removed while idle with that function', async () => {
    const { recipe, requests, refresh } = setup()
    refresh()
    requests[0]!.respond([])
    await settle()
    ;(recipe(removerName(section)) as toolkit.UnsubscribeListener)({
      cancelActive: true,
    })
    refresh()
    expect(requests).toHaveLength(1)
  })

  it('stays removed after clearListeners() or clearAllListeners mid-refresh', async () => {
    for (const clear of [
      (setupResult: ReturnType<typeof setup>) =>
        setupResult.listenerMiddleware.clearListeners(),
      (setupResult: ReturnType<typeof setup>) =>
        setupResult.store.dispatch(toolkit.clearAllListeners()),
    ]) {
      const running = setup()
      running.refresh()
      clear(running)
      expect(running.requests[0]!.signal.aborted).toBe(true)
      await settle()
      running.refresh()
      expect(running.requests).toHaveLength(1)
    }
  })
})

describe(`"${POLLING}" on ${PAGE}`, () => {
  const section = recipeSection(POLLING)
  const { code } = section
  const interval = 30_000

  function setup() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { fetch, requests } = fakeFetch()
    const recipe = runRecipe(code, fetch)
    const { store, listenerMiddleware } = storeFor(recipe, 'noticesSlice')
    const actions = (recipe('noticesSlice') as RecipeSlice).actions
    const start = () => store.dispatch(actions.pollingStarted!())
    const stop = () => store.dispatch(actions.pollingStopped!())
    return { recipe, store, listenerMiddleware, requests, start, stop }
  }

  /** Answers the latest request, then runs the timers for `ms`. */
  async function answerAndWait(requests: Request[], ms: number) {
    requests.at(-1)!.respond([{ id: 'n1', text: 'Maintenance tonight' }])
    await vi.advanceTimersByTimeAsync(ms)
  }

  /** The fork starts its first request one promise callback after the action. */
  const firstRound = () => vi.advanceTimersByTimeAsync(0)

  it('polls every interval, one poller at a time, until pollingStopped', async () => {
    const { store, requests, start, stop } = setup()
    start()
    await firstRound()
    expect(requests).toHaveLength(1)
    start()
    await answerAndWait(requests, interval)
    expect(store.getState().items).toEqual([
      { id: 'n1', text: 'Maintenance tonight' },
    ])
    expect(requests).toHaveLength(2)

    stop()
    await vi.advanceTimersByTimeAsync(0)
    expect(requests[1]!.signal.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(3 * interval)
    expect(requests).toHaveLength(2)

    // pollingStopped subscribed the listener again
    start()
    await firstRound()
    expect(requests).toHaveLength(3)
  })

  it('keeps polling after a failed request', async () => {
    const { store, requests, start } = setup()
    start()
    await firstRound()
    requests[0]!.fail(new Error('offline'))
    await vi.advanceTimersByTimeAsync(interval)
    expect(store.getState().lastError).toBe('Error: offline')
    expect(requests).toHaveLength(2)
  })

  it('stops for good when removed with the function startListening returned and { cancelActive: true }', async () => {
    const { recipe, requests, start, stop } = setup()
    start()
    await firstRound()
    await answerAndWait(requests, interval)
    expect(requests).toHaveLength(2)
    ;(recipe(removerName(section)) as toolkit.UnsubscribeListener)({
      cancelActive: true,
    })
    expect(requests[1]!.signal.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(3 * interval)
    expect(requests).toHaveLength(2)
    stop()
    start()
    await vi.advanceTimersByTimeAsync(3 * interval)
    expect(requests).toHaveLength(2)
  })

  it('stops for good when the delay between rounds is cancelled by clearListeners()', async () => {
    const { listenerMiddleware, requests, start, stop } = setup()
    start()
    await firstRound()
    await answerAndWait(requests, 1_000)
    listenerMiddleware.clearListeners()
    await vi.advanceTimersByTimeAsync(3 * interval)
    expect(requests).toHaveLength(1)
    stop()
    start()
    await vi.advanceTimersByTimeAsync(3 * interval)
    expect(requests).toHaveLength(1)
  })
})

describe('the package behaviour the page warns about', () => {
  it('stopListening() does not find, or cancel, a listener that has unsubscribed itself', async () => {
    const go = toolkit.createAction('go')
    const listenerMiddleware = toolkit.createListenerMiddleware()
    const store = toolkit.configureStore({
      reducer: (state: null = null) => state,
      middleware: (getDefaultMiddleware) =>
        getDefaultMiddleware().prepend(listenerMiddleware.middleware),
    })
    let finish = () => {}
    let signal: AbortSignal | undefined
    const effect: toolkit.ListenerEffect<
      toolkit.UnknownAction,
      unknown,
      toolkit.ThunkDispatch<unknown, unknown, toolkit.UnknownAction>
    > = async (_action, listenerApi) => {
      listenerApi.unsubscribe()
      signal = listenerApi.signal
      await new Promise<void>((resolve) => (finish = resolve))
    }
    listenerMiddleware.startListening({ actionCreator: go, effect })
    store.dispatch(go())
    expect(
      listenerMiddleware.stopListening({
        actionCreator: go,
        effect,
        cancelActive: true,
      }),
    ).toBe(false)
    expect(
      store.dispatch(
        toolkit.removeListener({
          actionCreator: go,
          effect,
          cancelActive: true,
        }),
      ),
    ).toBe(false)
    expect(signal!.aborted).toBe(false)
    finish()
    await settle()
  })
})
