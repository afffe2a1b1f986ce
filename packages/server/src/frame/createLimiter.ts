import type { Redis } from 'ioredis'

/** Counters and cooldowns shared by every instance when Redis is configured, else in memory. */
export type Limiter = {
  /**
   * Counts `cost` hits (default 1) on `key`; refused (with the ms left) when they would take the
   * window's count over `max`, and a refused cost above 1 is not counted.
   */
  hit: (
    key: string,
    max: number,
    windowMs: number,
    cost?: number,
  ) => Promise<{ ok: boolean; retryAfterMs: number }>
  /** Takes `key` for `ms` unless taken; refused (with the ms left) while it is. */
  claim: (key: string, ms: number) => Promise<{ ok: boolean; retryAfterMs: number }>
  /** Gives a claim back (the email it guarded could not be sent). */
  release: (key: string) => Promise<void>
}

export function createMemoryLimiter(): Limiter {
  const counters = new Map<string, { count: number; resetAt: number }>()
  const claims = new Map<string, number>()
  const sweep = () => {
    const now = Date.now()
    if (counters.size > 50_000) {
      for (const [key, entry] of counters) if (entry.resetAt <= now) counters.delete(key)
    }
    if (claims.size > 50_000) {
      for (const [key, until] of claims) if (until <= now) claims.delete(key)
    }
  }
  return {
    async hit(key, max, windowMs, cost = 1) {
      sweep()
      const now = Date.now()
      let entry = counters.get(key)
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + windowMs }
        counters.set(key, entry)
      }
      if (entry.count + cost > max) return { ok: false, retryAfterMs: entry.resetAt - now }
      entry.count += cost
      return { ok: true, retryAfterMs: 0 }
    },
    async claim(key, ms) {
      sweep()
      const now = Date.now()
      const until = claims.get(key)
      if (until !== undefined && until > now) return { ok: false, retryAfterMs: until - now }
      claims.set(key, now + ms)
      return { ok: true, retryAfterMs: 0 }
    },
    async release(key) {
      claims.delete(key)
    },
  }
}

// The count and its window's expiry in one command and one round trip. It was a MULTI of INCRBY and
// PTTL (then a PEXPIRE for a new window): ioredis's pipeline objects for every request, enough of
// them still alive at each young-generation collection to be promoted, so that under load the old
// generation filled and a full collection paused the process (bench/server/README.md).
const countInWindow = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`

type CountingRedis = Redis & {
  airlockCountInWindow: (name: string, windowMs: number, cost: number) => Promise<[number, number]>
}
const scriptDefined = new WeakSet<Redis>()

/**
 * Adds `cost` to the fixed-window counter `name` in Redis (the first count of a window starts it);
 * the new count and the ms left in its window (`windowMs` for a window just started).
 */
export async function countInRedis(
  redis: Redis,
  name: string,
  windowMs: number,
  cost = 1,
): Promise<{ count: number; ttl: number }> {
  if (!scriptDefined.has(redis)) {
    // ioredis sends the script with EVAL, or by its hash with EVALSHA once the server has it.
    redis.defineCommand('airlockCountInWindow', { numberOfKeys: 1, lua: countInWindow })
    scriptDefined.add(redis)
  }
  const [count, ttl] = await (redis as CountingRedis).airlockCountInWindow(name, windowMs, cost)
  return { count, ttl }
}

export function createRedisLimiter(redis: Redis, prefix = 'airlock:frame:'): Limiter {
  return {
    async hit(key, max, windowMs, cost = 1) {
      const name = `${prefix}hit:${key}`
      const { count, ttl } = await countInRedis(redis, name, windowMs, cost)
      if (count > max) {
        // A batch refused as a whole is not counted, as in memory; single hits stay counted.
        if (cost > 1) await redis.decrby(name, cost)
        return { ok: false, retryAfterMs: ttl > 0 ? ttl : windowMs }
      }
      return { ok: true, retryAfterMs: 0 }
    },
    async claim(key, ms) {
      const name = `${prefix}claim:${key}`
      const taken = await redis.set(name, '1', 'PX', ms, 'NX')
      if (taken === 'OK') return { ok: true, retryAfterMs: 0 }
      const ttl = await redis.pttl(name)
      return { ok: false, retryAfterMs: ttl > 0 ? ttl : ms }
    },
    async release(key) {
      await redis.del(`${prefix}claim:${key}`)
    },
  }
}
