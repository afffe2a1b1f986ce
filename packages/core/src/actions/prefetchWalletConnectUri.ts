import { ConnectorNotFoundError } from '../adapter/errors.js'
import type { AppKit } from '../createAppKit.js'
import { isPairingExpired } from '../selectors/pairing.js'
import { watchState } from '../state/watchState.js'
import { connect } from './connect.js'

export type PrefetchWalletConnectUriErrorType = ConnectorNotFoundError

/**
 * Starts a WalletConnect pairing and resolves once its URI is in `state.connection.uri` (AppKit's
 * headless `getWcUri` and `prefetchWalletConnectUri`), so a later click can open a wallet's deep
 * link at once (iOS Safari allows no wait there). The connection goes on in the background: a
 * wallet that scans the QR code or follows the link connects. A pairing still valid is kept; a
 * failure resolves too and shows as `state.connection.status === 'error'`.
 *
 * @throws ConnectorNotFoundError when no adapter offers WalletConnect.
 * @example await prefetchWalletConnectUri(appKit); render(appKit.state.connection.uri)
 */
export async function prefetchWalletConnectUri(appKit: AppKit): Promise<void> {
  const { state } = appKit
  if (state.connection.uri && !isPairingExpired(state.connection.uriExpiresAt)) return
  const connector = Object.values(state.adapterConnectors)
    .flatMap((connectors) => connectors ?? [])
    .find((candidate) => candidate.type === 'WALLET_CONNECT')
  if (!connector) {
    throw new ConnectorNotFoundError({
      connectorId: 'walletConnect',
      namespace: state.activeNamespace ?? 'eip155',
    })
  }
  const attempt = connect(appKit, { connectorId: connector.id }).then(
    () => undefined,
    () => undefined,
  )
  let stop = () => {}
  const uriArrived = new Promise<void>((resolve) => {
    stop = watchState(appKit, () => {
      if (state.connection.uri || state.connection.status !== 'pending') resolve()
    })
  })
  await Promise.race([uriArrived, attempt])
  stop()
}
