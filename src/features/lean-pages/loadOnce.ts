const loads = new Map<unknown, Promise<unknown>>()

/**
 * One promise per loader, for React's `use`: once settled it carries the
 * `status` and `value` that `use` looks for, so a module that has loaded is
 * read at once instead of suspending again. A load that fails is forgotten,
 * so that the next call (a Retry) loads again.
 */
export const loadOnce = <T>(load: () => Promise<T>): Promise<T> =>
  loadOnceAs(load, load)

/** The same, for loads named by a key (a file's address) rather than by their function. */
export function loadOnceAs<T>(
  key: unknown,
  load: () => Promise<T>,
): Promise<T> {
  let promise = loads.get(key) as Promise<T> | undefined
  if (!promise) {
    const loading = load()
    void loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      () => loads.delete(key),
    )
    loads.set(key, loading)
    promise = loading
  }
  return promise
}
