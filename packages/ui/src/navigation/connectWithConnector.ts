import { type AppKit, connect, pushView, selectConnectorById } from '@airlock/core'

/**
 * Shows the Connecting view for `connectorId` (the QR code view for WalletConnect) and asks the
 * wallet to connect. The outcome lives in state (`state.connection`), which the view renders, so
 * the promise's rejection is not rethrown. With the modal narrowed to one namespace only that
 * namespace connects; otherwise a wallet listed once for several namespaces connects on each.
 */
export function connectWithConnector(appKit: AppKit, connectorId: string): void {
  const view =
    selectConnectorById(appKit.state, connectorId)?.type === 'WALLET_CONNECT'
      ? 'ConnectingWalletConnect'
      : 'ConnectingExternal'
  if (appKit.state.router.view !== view) pushView(appKit, { view, data: { connectorId } })
  connect(appKit, { connectorId, namespace: appKit.state.modal.namespace }).catch(() => {})
}
