/** A small map whose entries expire; time comes from `Date.now()` so fake timers can move it. */
export type TtlCache = {
  get: <value>(key: string) => value | undefined
  set: (key: string, value: unknown, ttlMs: number) => void
  delete: (key: string) => void
  clear: () => void
}

export function createTtlCache(): TtlCache {
  const entries = new Map<string, { value: unknown; expiresAt: number }>()
  return {
    get<value>(key: string) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (Date.now() >= entry.expiresAt) {
        entries.delete(key)
        return undefined
      }
      return entry.value as value
    },
    set(key, value, ttlMs) {
      entries.set(key, { value, expiresAt: Date.now() + ttlMs })
    },
    delete(key) {
      entries.delete(key)
    },
    clear() {
      entries.clear()
    },
  }
}
