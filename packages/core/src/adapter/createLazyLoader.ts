export type LazyLoader<value> = {
  /** Starts the load on the first call and answers the same promise until it settles; a failed load starts again on the next call. */
  load: () => Promise<value>
  /** The loaded value, once a load has succeeded; `undefined` before. */
  current: () => value | undefined
  /** Whether a load has started and not failed (it may still be under way). */
  started: () => boolean
}

/**
 * Loads something on first use, once: a chunk behind a dynamic `import()`, or what is built from
 * it. Calls while it loads share one promise; a failed load (a chunk the network lost) is not
 * kept, so the next call fetches it again instead of failing for the rest of the page's life.
 *
 * @example
 * const requests = createLazyLoader(() =>
 *   import('./walletConnectRequests.js').then((module) => module.createRequests(options)),
 * )
 * const request = await requests.load()
 */
export function createLazyLoader<value>(importer: () => Promise<value>): LazyLoader<value> {
  let loading: Promise<value> | undefined
  let loaded: { value: value } | undefined
  const load = (): Promise<value> => {
    if (loading) return loading
    let started: Promise<value>
    try {
      // Called at once, as a bare `import()` would be: the chunk's request starts now.
      started = importer()
    } catch (error) {
      started = Promise.reject(error)
    }
    const attempt = started.then(
      (value) => {
        loaded = { value }
        return value
      },
      (error: unknown) => {
        if (loading === attempt) loading = undefined
        throw error
      },
    )
    loading = attempt
    return attempt
  }
  return {
    load,
    current: () => loaded?.value,
    started: () => loading !== undefined,
  }
}
