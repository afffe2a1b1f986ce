import type { ChainNamespace } from '../../caip/types.js'
import type { AppKit } from '../../createAppKit.js'
import { readStored, storageKeys, writeStored } from '../../storage/keys.js'

/** Writes (or clears) a namespace's connection to storage so a reload can restore it. */
export function persistConnection(
  appKit: AppKit,
  namespace: ChainNamespace,
  connection:
    | {
        connectorId: string
        address: string
        walletName?: string | undefined
        /** Also store `namespace` as the active one (default true). */
        activate?: boolean | undefined
      }
    | undefined,
): void {
  const { storage } = appKit
  const status = readStored(storage, 'connectionStatus') ?? {}
  const connectors = readStored(storage, 'connectorIds') ?? {}
  const addresses = readStored(storage, 'addressCache') ?? {}
  if (connection) {
    status[namespace] = 'connected'
    connectors[namespace] = connection.connectorId
    addresses[namespace] = connection.address
    storage.setItem(storageKeys.walletId, connection.connectorId)
    if (connection.walletName) storage.setItem(storageKeys.walletName, connection.walletName)
    if (connection.activate !== false) storage.setItem(storageKeys.activeNamespace, namespace)
  } else {
    status[namespace] = 'disconnected'
    delete connectors[namespace]
    delete addresses[namespace]
    if (!Object.values(status).includes('connected')) {
      storage.removeItem(storageKeys.walletId)
      storage.removeItem(storageKeys.walletName)
    }
  }
  writeStored(storage, 'connectionStatus', status)
  writeStored(storage, 'connectorIds', connectors)
  writeStored(storage, 'addressCache', addresses)
}
