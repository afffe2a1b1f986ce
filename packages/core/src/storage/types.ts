/** Key-value storage that persists Airlock's state. Synchronous, string values, SSR-safe. */
export type AppKitStorage = {
  getItem: (key: string) => string | null
  setItem: (key: string, value: string) => void
  removeItem: (key: string) => void
}
