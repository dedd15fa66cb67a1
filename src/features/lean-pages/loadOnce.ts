const loads = new Map<() => Promise<unknown>, Promise<unknown>>()

/**
 * One promise per loader, for React's `use`: once settled it carries the
 * `status` and `value` that `use` looks for, so a module that has loaded is
 * read at once instead of suspending again. A load that fails is forgotten,
 * so that the next call (a Retry) loads again.
 */
export function loadOnce<T>(load: () => Promise<T>): Promise<T> {
  let promise = loads.get(load) as Promise<T> | undefined
  if (!promise) {
    const loading = load()
    void loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      () => loads.delete(load),
    )
    loads.set(load, loading)
    promise = loading
  }
  return promise
}
