import { type AppKit, connect, pushView, selectConnectorById } from '@airlock/core'

/**
 * Shows the Connecting view for `connectorId` and asks the wallet to connect. The outcome lives in
 * state (`state.connection`), which the view renders, so the promise's rejection is not rethrown.
 */
export function connectWithConnector(appKit: AppKit, connectorId: string): void {
  if (selectConnectorById(appKit.state, connectorId)?.type === 'WALLET_CONNECT') {
    // The QR code view: it shows the pairing URI the connection reports.
    if (appKit.state.router.view !== 'ConnectingWalletConnect') {
      pushView(appKit, { view: 'ConnectingWalletConnect', data: { connectorId } })
    }
    connect(appKit, { connectorId }).catch(() => {})
    return
  }
  if (appKit.state.router.view !== 'ConnectingExternal') {
    pushView(appKit, { view: 'ConnectingExternal', data: { connectorId } })
  }
  connect(appKit, { connectorId }).catch(() => {})
}
