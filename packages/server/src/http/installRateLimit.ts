import type { FastifyInstance, onRequestHookHandler } from 'fastify'
import type { Redis } from 'ioredis'
import { countInRedis } from '../frame/createLimiter.js'
import { RateLimitedError } from './errors.js'

export type RateLimitOptions = {
  /** Requests per client and window. */
  max: number
  windowMs: number
  /** Counters shared by several instances (keys `airlock:rate:…`); in this process's memory without. */
  redis?: Redis | undefined
  /** Clients counted in memory at most; the one whose window started first is dropped. */
  maxClients?: number | undefined
  /**
   * With Redis: how often the counts of clients far from their limit (under half of it) are sent,
   * in ms. Default: 100.
   */
  flushMs?: number | undefined
  now?: () => number
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the route is not counted by the API's limit per client (it has its own). */
    rateLimit?: false
  }
}

/** Paths a balancer's probe calls: never refused. */
const exemptPaths = new Set(['/health', '/ready'])

/**
 * The API's limit per client: `max` requests per fixed window, counted per address (`request.ip`,
 * so a trusted proxy's `X-Forwarded-For` is used and any other is not), an IPv6 client per /64.
 * Each counted answer says `x-ratelimit-limit`, `-remaining` and `-reset` (seconds); a refused one
 * is a 429 `RATE_LIMITED` with `Retry-After`. Routes with `config: { rateLimit: false }` (the RPC
 * route, which has limits of its own) and the health probes are not counted.
 *
 * With Redis, instances share each client's count: a client under half its limit is counted in
 * the instance and its counts sent in one command every `flushMs` (a Redis round trip per request
 * was about 40 % of a cached balance's CPU); at the start of a window and from half the limit on, each
 * request waits for the shared count. Several instances together may let through up to a twentieth
 * of the limit each beyond it, in a burst shorter than `flushMs`.
 *
 * A hook of its own rather than `@fastify/rate-limit`: counting in memory takes no promise, and
 * nothing is copied per request (that plugin was 5.4 % of the cached balance route's time).
 * Must be installed before the routes it counts.
 */
export function installRateLimit(app: FastifyInstance, options: RateLimitOptions): void {
  const { max, windowMs, redis } = options
  const now = options.now ?? Date.now
  const limit = String(max)
  const counters = new Map<string, { count: number; resetAt: number }>()
  const maxClients = options.maxClients ?? 50_000
  const flushMs = options.flushMs ?? 100

  const answer = (
    reply: Parameters<onRequestHookHandler>[1],
    count: number,
    retryAfterMs: number,
  ) => {
    if (count > max) return new RateLimitedError(retryAfterMs)
    reply
      .header('x-ratelimit-limit', limit)
      .header('x-ratelimit-remaining', String(max - count))
      .header('x-ratelimit-reset', String(Math.ceil(retryAfterMs / 1000)))
    return undefined
  }

  const inMemory: onRequestHookHandler = (request, reply, done) => {
    const key = rateLimitKey(request.ip)
    const at = now()
    let entry = counters.get(key)
    if (!entry || entry.resetAt <= at) {
      // Kept in the order windows start, so the first entry is the oldest.
      if (entry) counters.delete(key)
      else if (counters.size >= maxClients) {
        const oldest = counters.keys().next().value
        if (oldest !== undefined) counters.delete(oldest)
      }
      entry = { count: 0, resetAt: at + windowMs }
      counters.set(key, entry)
    }
    entry.count++
    done(answer(reply, entry.count, entry.resetAt - at))
  }

  const inRedis = (client: Redis): onRequestHookHandler => {
    // Each client's count as this instance knows it: the shared count Redis last answered, what
    // this instance counted since and has not sent, and when the window ends (0: not known yet).
    const known = new Map<string, { shared: number; pending: number; resetAt: number }>()
    const unsent = new Set<string>()
    // A client far from its limit is counted here and its counts sent in one command every
    // flushMs (or at every batch of them); near its limit, or at the start of a window, each
    // request waits for Redis's count. Instances together may let through at most a batch each
    // more than the limit, in a burst faster than flushMs.
    const localUpTo = Math.floor(max / 2)
    const batch = Math.ceil(max / 20)
    const send = (key: string, entry: { shared: number; pending: number; resetAt: number }) => {
      const cost = entry.pending
      entry.pending = 0
      unsent.delete(key)
      return countInRedis(client, `airlock:rate:${key}`, windowMs, cost).then(
        (counted) => {
          entry.shared = counted.count
          entry.resetAt = now() + counted.ttl
          return counted
        },
        (error: unknown) => {
          // Not counted: sent again with the next ones.
          entry.pending += cost
          unsent.add(key)
          throw error
        },
      )
    }
    const sendUnsent = () =>
      Promise.all(
        [...unsent].map((key) => {
          const entry = known.get(key)
          return entry ? send(key, entry).catch(() => undefined) : unsent.delete(key)
        }),
      )
    const timer = setInterval(sendUnsent, flushMs)
    timer.unref()
    app.addHook('onClose', async () => {
      clearInterval(timer)
      await sendUnsent()
    })
    return (request, reply, done) => {
      const key = rateLimitKey(request.ip)
      const at = now()
      let entry = known.get(key)
      if (entry && entry.resetAt !== 0 && entry.resetAt <= at) {
        // The window is over; what was not sent belonged to it.
        known.delete(key)
        unsent.delete(key)
        entry = undefined
      }
      if (!entry) {
        if (known.size >= maxClients) {
          const oldest = known.keys().next().value
          if (oldest !== undefined) {
            known.delete(oldest)
            unsent.delete(oldest)
          }
        }
        entry = { shared: 0, pending: 0, resetAt: 0 }
        known.set(key, entry)
      }
      entry.pending++
      const count = entry.shared + entry.pending
      if (entry.resetAt > at && count <= localUpTo && entry.pending < batch) {
        unsent.add(key)
        done(answer(reply, count, entry.resetAt - at))
        return
      }
      send(key, entry).then(
        ({ count, ttl }) => done(answer(reply, count, ttl)),
        (error: unknown) => done(error as Error),
      )
    }
  }

  const hook = redis ? inRedis(redis) : inMemory
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit === false || exemptPaths.has(route.url)) return
    const own = route.onRequest
    route.onRequest = own === undefined ? [hook] : [...(Array.isArray(own) ? own : [own]), hook]
  })
}

/**
 * The counted client of an address: an IPv4 address (an IPv4-mapped IPv6 one as IPv4), an IPv6
 * address's /64 (one subscriber's share), anything else as it is.
 */
export function rateLimitKey(ip: string): string {
  if (!ip.includes(':')) return ip
  const address = ip.toLowerCase().split('%')[0] ?? ''
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)
  if (mapped) return mapped[1] as string
  const halves = address.split('::')
  if (halves.length > 2) return address
  const head = halves[0] ? halves[0].split(':') : []
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : []
  const groups = [...head, ...Array(Math.max(0, 8 - head.length - tail.length)).fill('0'), ...tail]
  const prefix = groups.slice(0, 4)
  if (prefix.length < 4 || prefix.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return address
  return `${prefix.map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`
}
