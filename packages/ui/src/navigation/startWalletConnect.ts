import { type AppKit, type AppKitState, connect } from '@airlock/core'

/** The id of the first WalletConnect connector an adapter reported, if any. */
export function findWalletConnectConnectorId(state: AppKitState): string | undefined {
  for (const connectors of Object.values(state.adapterConnectors)) {
    const found = connectors?.find((connector) => connector.type === 'WALLET_CONNECT')
    if (found) return found.id
  }
  return undefined
}

/**
 * Starts a WalletConnect pairing; its URI arrives in `state.connection.uri` and the outcome in
 * `state.connection`, which the view renders, so the promise's rejection is not rethrown.
 */
export function startWalletConnect(appKit: AppKit, connectorId?: string): void {
  const id = connectorId ?? findWalletConnectConnectorId(appKit.state)
  if (!id) return
  connect(appKit, { connectorId: id }).catch(() => {})
}
