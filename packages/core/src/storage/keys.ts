import * as z from 'zod/mini'
import { chainNamespaces } from '../caip/types.js'
import type { AppKitStorage } from './types.js'

/** Every key Airlock persists. The '@appkit/' prefix keeps state readable by apps moving over. */
export const storageKeys = {
  storageVersion: '@appkit/storage_version',
  walletId: '@appkit/wallet_id',
  walletName: '@appkit/wallet_name',
  activeNetworkId: '@appkit/active_caip_network_id',
  activeNamespace: '@appkit/active_namespace',
  recentWallets: '@appkit/recent_wallets',
  connectionStatus: '@appkit/connection_status',
  connectorIds: '@appkit/connected_connector_ids',
  addressCache: '@appkit/address_cache',
  nativeBalanceCache: '@appkit/native_balance_cache',
} as const

/** Storage version marker (spec §9). */
export const storageVersion = '1'

const namespaceRecord = <T extends z.core.$ZodType>(value: T) =>
  z.partialRecord(z.enum(chainNamespaces), value)

/** Schemas of the JSON values; a stored value that fails its schema is dropped, nothing else. */
export const storageSchemas = {
  recentWallets: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      imageUrl: z.optional(z.string()),
      rdns: z.optional(z.string()),
    }),
  ),
  connectionStatus: namespaceRecord(z.enum(['connected', 'disconnected'])),
  connectorIds: namespaceRecord(z.string()),
  addressCache: namespaceRecord(z.string()),
  nativeBalanceCache: z.record(
    z.string(),
    z.object({ balance: z.string(), symbol: z.string(), timestamp: z.number() }),
  ),
}

type JsonKey = keyof typeof storageSchemas

/** Reads a JSON value and checks it; a missing or malformed value reads as undefined (and is removed). */
export function readStored<K extends JsonKey>(
  storage: AppKitStorage,
  key: K,
): z.infer<(typeof storageSchemas)[K]> | undefined {
  const raw = storage.getItem(storageKeys[key])
  if (raw === null) return undefined
  try {
    const parsed = storageSchemas[key].safeParse(JSON.parse(raw))
    if (parsed.success) return parsed.data as z.infer<(typeof storageSchemas)[K]>
  } catch {
    // Not JSON.
  }
  storage.removeItem(storageKeys[key])
  return undefined
}

export function writeStored<K extends JsonKey>(
  storage: AppKitStorage,
  key: K,
  value: z.infer<(typeof storageSchemas)[K]>,
): void {
  storage.setItem(storageKeys[key], JSON.stringify(value))
}
