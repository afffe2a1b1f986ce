import { type ChainNamespace, chainNamespaces } from '../caip/types.js'
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
  connections: '@appkit/connections',
} as const

/** Storage version marker (spec §9). */
export const storageVersion = '1'

/** The JSON values Airlock persists, by key. */
export type StoredValues = {
  recentWallets: { id: string; name: string; imageUrl?: string; rdns?: string }[]
  connectionStatus: Partial<Record<ChainNamespace, 'connected' | 'disconnected'>>
  connectorIds: Partial<Record<ChainNamespace, string>>
  addressCache: Partial<Record<ChainNamespace, string>>
  nativeBalanceCache: Record<string, { balance: string; symbol: string; timestamp: number }>
  connections: Partial<
    Record<ChainNamespace, { connectorId: string; accounts: { address: string }[] }[]>
  >
}

// Stored values are read while createAppKit runs, so their checks are plain functions: a schema
// library here would weigh on every page's first load (the rule "validate at the boundary" holds,
// the check is just written by hand).
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isString = (value: unknown): value is string => typeof value === 'string'
const isOptionalString = (value: unknown) => value === undefined || isString(value)
const namespaceRecord =
  (isValue: (value: unknown) => boolean) =>
  (value: unknown): boolean =>
    isObject(value) &&
    Object.entries(value).every(
      ([key, entry]) =>
        (chainNamespaces as readonly string[]).includes(key) &&
        (entry === undefined || isValue(entry)),
    )

/** Checks of the JSON values; a stored value that fails its check is dropped, nothing else. */
export const storageChecks: { [key in keyof StoredValues]: (value: unknown) => boolean } = {
  recentWallets: (value) =>
    Array.isArray(value) &&
    value.every(
      (wallet) =>
        isObject(wallet) &&
        isString(wallet.id) &&
        isString(wallet.name) &&
        isOptionalString(wallet.imageUrl) &&
        isOptionalString(wallet.rdns),
    ),
  connectionStatus: namespaceRecord((value) => value === 'connected' || value === 'disconnected'),
  connections: namespaceRecord(
    (list) =>
      Array.isArray(list) &&
      list.every(
        (entry) =>
          isObject(entry) &&
          isString(entry.connectorId) &&
          Array.isArray(entry.accounts) &&
          entry.accounts.every((account) => isObject(account) && isString(account.address)),
      ),
  ),
  connectorIds: namespaceRecord(isString),
  addressCache: namespaceRecord(isString),
  nativeBalanceCache: (value) =>
    isObject(value) &&
    Object.values(value).every(
      (entry) =>
        isObject(entry) &&
        isString(entry.balance) &&
        isString(entry.symbol) &&
        typeof entry.timestamp === 'number',
    ),
}

type JsonKey = keyof StoredValues

/** Reads a JSON value and checks it; a missing or malformed value reads as undefined (and is removed). */
export function readStored<K extends JsonKey>(
  storage: AppKitStorage,
  key: K,
): StoredValues[K] | undefined {
  const raw = storage.getItem(storageKeys[key])
  if (raw === null) return undefined
  try {
    const value: unknown = JSON.parse(raw)
    if (storageChecks[key](value)) return value as StoredValues[K]
  } catch {
    // Not JSON.
  }
  storage.removeItem(storageKeys[key])
  return undefined
}

export function writeStored<K extends JsonKey>(
  storage: AppKitStorage,
  key: K,
  value: StoredValues[K],
): void {
  storage.setItem(storageKeys[key], JSON.stringify(value))
}
