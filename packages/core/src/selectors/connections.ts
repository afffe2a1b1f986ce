import type { ChainNamespace } from '../caip/types.js'
import type { AppKitState, WalletConnection } from '../state/types.js'

export type SelectConnectionsReturnType = {
  /** The live connections, the active one among them. */
  connections: WalletConnection[]
  /** Connections made on this device that are not live, with a connector still on offer. */
  recentConnections: WalletConnection[]
}

/**
 * The connections of `namespace` (default: the active namespace), as AppKit's multi-wallet API
 * lists them.
 *
 * @example const { connections, recentConnections } = selectConnections(appKit.state, 'eip155')
 */
export function selectConnections(
  state: AppKitState,
  namespace: ChainNamespace | undefined = state.activeNamespace,
): SelectConnectionsReturnType {
  if (!namespace) return { connections: [], recentConnections: [] }
  const connections = state.connections[namespace] ?? []
  const live = new Set(connections.map((entry) => entry.connectorId))
  const activeId = state.chains[namespace]?.connectorId
  if (activeId) live.add(activeId)
  const offered = new Set((state.adapterConnectors[namespace] ?? []).map((item) => item.id))
  const recentConnections = (state.storedConnections[namespace] ?? []).filter(
    (entry) => !live.has(entry.connectorId) && offered.has(entry.connectorId),
  )
  return { connections, recentConnections }
}
