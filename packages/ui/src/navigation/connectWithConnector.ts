import { type AppKit, connect, pushView } from '@airlock/core'

/**
 * Shows the Connecting view for `connectorId` and asks the wallet to connect. The outcome lives in
 * state (`state.connection`), which the view renders, so the promise's rejection is not rethrown.
 */
export function connectWithConnector(appKit: AppKit, connectorId: string): void {
  if (appKit.state.router.view !== 'ConnectingExternal') {
    pushView(appKit, { view: 'ConnectingExternal', data: { connectorId } })
  }
  connect(appKit, { connectorId }).catch(() => {})
}
