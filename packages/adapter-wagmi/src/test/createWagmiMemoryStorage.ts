import { createStorage, type Storage } from '@wagmi/core'

/** A wagmi storage in memory: what a page's localStorage holds, for one test. */
export function createWagmiMemoryStorage(): Storage {
  const values = new Map<string, string>()
  return createStorage({
    storage: {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    },
  })
}
