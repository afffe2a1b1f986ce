import type { AdapterConnection } from '../../adapter/types.js'
import type { CaipNetworkId, ChainNamespace } from '../../caip/types.js'
import type { AppKit } from '../../createAppKit.js'
import type { WalletConnection } from '../../state/types.js'
import { writeStored } from '../../storage/keys.js'

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * Records a live connection of `namespace` (added, or updated in place), and stores it so it is
 * offered as a recent connection once it ends. An update that names only the account in use keeps
 * the wallet's other accounts, that one first.
 */
export function upsertConnection(
  appKit: AppKit,
  namespace: ChainNamespace,
  connection: Pick<AdapterConnection, 'connectorId' | 'address' | 'accounts'> & {
    chainId?: number | string | undefined
  },
): void {
  const { state } = appKit
  const list = state.connections[namespace] ?? []
  const previous = list.find((entry) => entry.connectorId === connection.connectorId)
  const addresses = connection.accounts
    ? [...connection.accounts]
    : [
        connection.address,
        ...(previous?.accounts ?? [])
          .map((account) => account.address)
          .filter((address) => !sameAddress(address, connection.address)),
      ]
  const entry: WalletConnection = {
    connectorId: connection.connectorId,
    accounts: addresses.map((address) => ({ address })),
    caipNetworkId:
      connection.chainId === undefined
        ? previous?.caipNetworkId
        : (`${namespace}:${connection.chainId}` as CaipNetworkId),
  }
  state.connections[namespace] = previous
    ? list.map((item) => (item === previous ? entry : item))
    : [...list, entry]
  const stored = state.storedConnections[namespace] ?? []
  const known = stored.find((item) => item.connectorId === connection.connectorId)
  const merged = {
    connectorId: connection.connectorId,
    accounts: [
      ...entry.accounts,
      ...(known?.accounts ?? []).filter(
        (account) => !entry.accounts.some((item) => sameAddress(item.address, account.address)),
      ),
    ],
  }
  state.storedConnections[namespace] = known
    ? stored.map((item) => (item === known ? merged : item))
    : [...stored, merged]
  persistStoredConnections(appKit)
}

/** Forgets a live connection of `namespace` (it stays stored, so it is now a recent one). */
export function removeConnection(
  appKit: AppKit,
  namespace: ChainNamespace,
  connectorId: string,
): void {
  const list = appKit.state.connections[namespace]
  if (list) {
    appKit.state.connections[namespace] = list.filter((entry) => entry.connectorId !== connectorId)
  }
}

/** Writes the stored connections (without their networks) to storage. */
export function persistStoredConnections(appKit: AppKit): void {
  const value: Parameters<typeof writeStored<'connections'>>[2] = {}
  for (const [namespace, list] of Object.entries(appKit.state.storedConnections)) {
    value[namespace as ChainNamespace] = (list ?? []).map(({ connectorId, accounts }) => ({
      connectorId,
      accounts: accounts.map(({ address }) => ({ address })),
    }))
  }
  writeStored(appKit.storage, 'connections', value)
}
