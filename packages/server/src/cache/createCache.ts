import type { Redis } from 'ioredis'

/** A shared key-value cache with expiry: in memory, or Redis so that instances share it. */
export type Cache = {
  readonly kind: 'memory' | 'redis'
  get: (key: string) => Promise<string | undefined>
  set: (key: string, value: string, ttlMs: number) => Promise<void>
  /** Takes `key` for `ttlMs` unless it is taken: true for the one caller that took it. */
  claim: (key: string, ttlMs: number) => Promise<boolean>
  close: () => Promise<void>
}

/** `now`: the clock expiry is read from (tests). */
export function createMemoryCache(options: { now?: () => number } = {}): Cache {
  const now = options.now ?? Date.now
  const entries = new Map<string, { value: string; expiresAt: number }>()
  return {
    kind: 'memory',
    async get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (now() >= entry.expiresAt) {
        entries.delete(key)
        return undefined
      }
      return entry.value
    },
    async set(key, value, ttlMs) {
      if (entries.size > 10_000) entries.clear()
      entries.set(key, { value, expiresAt: now() + ttlMs })
    },
    async claim(key, ttlMs) {
      const at = now()
      const taken = entries.get(key)
      if (taken && at < taken.expiresAt) return false
      entries.set(key, { value: '1', expiresAt: at + ttlMs })
      return true
    },
    async close() {
      entries.clear()
    },
  }
}

export function createRedisCache(redis: Redis): Cache {
  const prefix = 'airlock:cache:'
  return {
    kind: 'redis',
    async get(key) {
      return (await redis.get(prefix + key)) ?? undefined
    },
    async set(key, value, ttlMs) {
      await redis.set(prefix + key, value, 'PX', Math.max(1, Math.round(ttlMs)))
    },
    async claim(key, ttlMs) {
      return (
        (await redis.set(prefix + key, '1', 'PX', Math.max(1, Math.round(ttlMs)), 'NX')) === 'OK'
      )
    },
    async close() {},
  }
}
