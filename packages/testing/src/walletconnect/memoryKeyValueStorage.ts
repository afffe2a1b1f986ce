/**
 * The key-value storage WalletConnect clients take (`IKeyValueStorage`), in memory, so several
 * clients in one process never share files or each other's keys.
 */
export function createMemoryKeyValueStorage() {
  const entries = new Map<string, unknown>()
  return {
    async getKeys(): Promise<string[]> {
      return [...entries.keys()]
    },
    async getEntries<value = unknown>(): Promise<[string, value][]> {
      return [...entries.entries()] as [string, value][]
    },
    async getItem<value = unknown>(key: string): Promise<value | undefined> {
      return structuredClone(entries.get(key)) as value | undefined
    },
    async setItem<value = unknown>(key: string, value: value): Promise<void> {
      entries.set(key, structuredClone(value))
    },
    async removeItem(key: string): Promise<void> {
      entries.delete(key)
    },
  }
}
