import type { Cache } from './createCache.js'

export type SharedAnswersOptions = {
  /** Where answers are shared: this process's memory, or Redis for every instance. */
  cache: Cache
  /** How long an answer is fresh: sent as it is, nothing computed. */
  freshMs: number
  /**
   * How long after that an answer is still sent at once while one computation refreshes it in
   * the background (HTTP's stale-while-revalidate): under steady load no request waits for a
   * computation. Default: `freshMs`.
   */
  staleWhileRevalidateMs?: number | undefined
  /**
   * How long the last answer may stand in when computing it again fails, or while a computation
   * past the window is under way.
   */
  staleIfErrorMs: number
  /**
   * How long this instance uses what it read from the shared cache before reading it again (at
   * most the answer's fresh time). Default: 250 ms. An answer stored by another instance (its
   * refresh, a forceUpdate there) shows here within this time.
   */
  localMs?: number | undefined
  /**
   * A failure no request receives: a refresh in the background (its request was answered
   * already), or an answer the cache could not store (it was sent all the same).
   */
  onError?: ((key: string, error: unknown) => void) | undefined
  now?: (() => number) | undefined
}

export type SharedAnswers = {
  /**
   * The answer for `key`: a fresh one as it is; one past its fresh time, within the
   * stale-while-revalidate window, at once while `compute` refreshes it (in the one instance that
   * claims the refresh). Past the window, `compute`'s, which the request that claimed it waits
   * for; while that computation (or another instance's) is under way, the other requests get the
   * last answer up to `staleIfErrorMs` old. When `compute` fails, the last answer up to
   * `staleIfErrorMs` old stands in.
   */
  get: (key: string, compute: () => Promise<string>) => Promise<string>
  /**
   * Stores an answer computed outside `get` (a forced update) as the fresh one. Never rejects: a
   * cache that fails goes to `onError`.
   */
  store: (key: string, body: string) => Promise<void>
}

type Stored = { at: number; body: string }
// `claim`: this instance has asked to refresh this answer (what it read stands until it reads again).
type LocalCopy = Stored & { until: number; claim?: 'asked' }

/** An answer is kept as `<computed at, ms since the epoch>|<body>`. */
const encode = ({ at, body }: Stored) => `${at}|${body}`

function decode(value: string | undefined): Stored | undefined {
  if (value === undefined) return undefined
  const bar = value.indexOf('|')
  const at = bar > 0 ? Number(value.slice(0, bar)) : Number.NaN
  return Number.isFinite(at) ? { at, body: value.slice(bar + 1) } : undefined
}

/** Bounds this instance's copies: the oldest goes first. */
const maxLocalEntries = 1000

/**
 * Answers shared between requests and instances, each computed once at a time per key (and
 * refreshed by one instance at a time), and refreshed before anyone waits for it.
 */
export function createSharedAnswers(options: SharedAnswersOptions): SharedAnswers {
  const { cache, freshMs, staleIfErrorMs } = options
  const staleWhileRevalidateMs = options.staleWhileRevalidateMs ?? freshMs
  const localMs = Math.min(options.localMs ?? 250, freshMs)
  const now = options.now ?? Date.now
  const cacheKey = (key: string) => `answer:${key}`
  // This instance's copies of what the cache held, each used until `until` without asking it
  // again.
  const local = new Map<string, LocalCopy>()
  // Computations under way, by key: the requests that need one together wait for one.
  const computing = new Map<string, Promise<string>>()

  const remember = (key: string, stored: Stored) => {
    const copy: LocalCopy = { ...stored, until: now() + localMs }
    local.delete(key)
    if (local.size >= maxLocalEntries) local.delete(local.keys().next().value as string)
    local.set(key, copy)
    return copy
  }
  const keptMs = freshMs + Math.max(staleWhileRevalidateMs, staleIfErrorMs)
  const store = async (key: string, body: string) => {
    const stored = { at: now(), body }
    remember(key, stored)
    await cache
      .set(cacheKey(key), encode(stored), keptMs)
      .catch((error: unknown) => options.onError?.(key, error))
  }
  // One instance of those sharing the cache refreshes an answer: the first to claim it, for at most
  // the answer's fresh time (then another may). Resolves whether this instance did.
  const claimRefresh = (key: string, stored: LocalCopy) => {
    stored.claim = 'asked'
    return cache.claim(`refresh:${key}`, Math.min(staleWhileRevalidateMs, freshMs))
  }
  const refresh = (key: string, compute: () => Promise<string>) => {
    let pending = computing.get(key)
    if (!pending) {
      pending = compute()
        .then(async (body) => {
          await store(key, body)
          return body
        })
        .finally(() => computing.delete(key))
      computing.set(key, pending)
    }
    return pending
  }

  return {
    store,
    async get(key, compute) {
      const time = now()
      let stored: LocalCopy | undefined = local.get(key)
      if (!stored || time >= stored.until) {
        const read = decode(await cache.get(cacheKey(key)))
        stored = read && remember(key, read)
      }
      const age = stored ? time - stored.at : Number.POSITIVE_INFINITY
      if (stored && age < freshMs) return stored.body
      if (stored && age < Math.max(freshMs + staleWhileRevalidateMs, staleIfErrorMs)) {
        // A refresh under way, here or in the instance that claimed it: this answer until the new
        // one is there (past the window too: an instance busy enough to be late with it should not
        // make every request wait for it).
        if (computing.has(key) || stored.claim !== undefined) return stored.body
        const claimed = claimRefresh(key, stored)
        if (age < freshMs + staleWhileRevalidateMs) {
          claimed
            .then((mine) => (mine ? refresh(key, compute) : undefined))
            .catch((error: unknown) => options.onError?.(key, error))
          return stored.body
        }
        // Past the window: computed again before answering, unless another instance claimed it.
        if (!(await claimed.catch(() => true))) return stored.body
      }
      try {
        return await refresh(key, compute)
      } catch (error) {
        if (stored && age < staleIfErrorMs) return stored.body
        throw error
      }
    },
  }
}
