import type { Redis } from 'ioredis'

/** A shared key-value cache with expiry: in memory, or Redis so that instances share it. */
export type Cache = {
  readonly kind: 'memory' | 'redis'
  get: (key: string) => Promise<string | undefined>
  set: (key: string, value: string, ttlMs: number) => Promise<void>
  close: () => Promise<void>
}

export function createMemoryCache(): Cache {
  const entries = new Map<string, { value: string; expiresAt: number }>()
  return {
    kind: 'memory',
    async get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (Date.now() >= entry.expiresAt) {
        entries.delete(key)
        return undefined
      }
      return entry.value
    },
    async set(key, value, ttlMs) {
      if (entries.size > 10_000) entries.clear()
      entries.set(key, { value, expiresAt: Date.now() + ttlMs })
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
    async close() {},
  }
}
