import * as z from 'zod/mini'
import { metadataSchema, sessionNamespaceSchema } from './signMessages.js'

const hex32 = z.string().check(z.regex(/^[0-9a-f]{64}$/i))

const storedSessionSchema = z.object({
  topic: hex32,
  symKey: hex32,
  pairingTopic: z.optional(hex32),
  /** Unix time in seconds. */
  expiry: z.number(),
  namespaces: z.record(z.string(), sessionNamespaceSchema),
  peer: z.object({ publicKey: hex32, metadata: metadataSchema }),
  /** The active chain (CAIP-2) of each namespace. */
  chains: z.record(z.string(), z.string()),
})

/** What the sign client keeps in the storage it is given, under one key. */
export const signClientStateSchema = z.object({
  version: z.literal(1),
  /** The relay client's ed25519 seed, hex: the same client id after a reload. */
  seed: hex32,
  /** Pairings that led to a session, kept for the wallet's pairing pings and deletes. */
  pairings: z.array(z.object({ topic: hex32, symKey: hex32, expiry: z.number() })),
  session: z.optional(storedSessionSchema),
})

export type SignClientState = z.infer<typeof signClientStateSchema>
export type StoredSession = z.infer<typeof storedSessionSchema>

/**
 * The storage the client is given (WalletConnect's `IKeyValueStorage` shape): values are
 * JSON-compatible; each method may be synchronous or return a promise.
 */
export type KeyValueStorage = {
  getItem: (key: string) => unknown
  setItem: (key: string, value: unknown) => unknown
  removeItem: (key: string) => unknown
}

/** localStorage in a browser (values as JSON), otherwise a map that lives as long as the page. */
export function createDefaultStorage(): KeyValueStorage {
  const local = typeof localStorage === 'undefined' ? undefined : localStorage
  if (local) {
    return {
      getItem: (key) => {
        const text = local.getItem(key)
        return text === null ? undefined : JSON.parse(text)
      },
      setItem: (key, value) => local.setItem(key, JSON.stringify(value)),
      removeItem: (key) => local.removeItem(key),
    }
  }
  const entries = new Map<string, unknown>()
  return {
    getItem: (key) => entries.get(key),
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  }
}
