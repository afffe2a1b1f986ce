import { AirlockError } from '@airlock/blockchain-api'
import type { ChainNamespace } from '../../caip/types.js'
import type { AppKit } from '../../createAppKit.js'
import { DisconnectError } from '../../errors/appKit.js'
import { SiwxConfigError } from '../../errors/siwx.js'
import { toWalletError } from '../../errors/wallet.js'
import { formatMessage } from '../../i18n/formatMessage.js'
import { selectConnectorById } from '../../selectors/connectors.js'
import { signOut } from '../signOut.js'
import { reportError } from './reportError.js'
import { resetChain } from './resetChain.js'
import { announce, track } from './track.js'
import { removeConnection } from './trackConnections.js'

/**
 * `disconnect()` without a connection id: disconnects `namespace`, or every namespace when none is
 * given. Kept apart from the one-connection path (which applies the adapter's disconnect event) so
 * the sign-in check can end a session without importing the event handler back. Other namespaces that share a
 * WalletConnect or auth connector go too (spec §4). Each failure is logged and tracked; together
 * they throw one DisconnectError ('Failed to disconnect').
 */
export async function disconnectNamespaces(
  appKit: AppKit,
  namespace?: ChainNamespace | undefined,
): Promise<undefined> {
  const { state } = appKit
  const connected = Object.values(state.chains).filter(
    (chain) => chain && chain.account.status !== 'disconnected',
  ) as NonNullable<(typeof state.chains)[ChainNamespace]>[]
  let targets = connected
  if (namespace) {
    const primary = state.chains[namespace]
    const connector = primary?.connectorId
      ? selectConnectorById(state, primary.connectorId)
      : undefined
    const shared = connector && (connector.type === 'WALLET_CONNECT' || connector.type === 'AUTH')
    targets = connected.filter(
      (chain) =>
        chain.namespace === namespace || (shared && chain.connectorId === primary?.connectorId),
    )
  }

  const session = state.siwx.session
  if (
    session &&
    appKit.options.siwx?.signOutOnDisconnect !== false &&
    targets.some((chain) => session.data.chainId.startsWith(`${chain.namespace}:`))
  ) {
    await signOut(appKit).catch((error: unknown) => {
      reportError(
        appKit,
        'SIGN_OUT_ERROR',
        error instanceof AirlockError
          ? error
          : new SiwxConfigError({ operation: 'revokeSession', cause: error }),
      )
    })
  }
  const failures: { namespace: string; error: unknown }[] = []
  await Promise.all(
    targets.map(async (chain) => {
      const adapter = appKit.adapters.get(chain.namespace)
      try {
        // The namespace's other live connections (multi-wallet) go first, then the active one.
        const others = (state.connections[chain.namespace] ?? []).filter(
          (entry) => entry.connectorId !== chain.connectorId,
        )
        for (const other of others) {
          await adapter?.disconnect({ connectorId: other.connectorId })
          removeConnection(appKit, chain.namespace, other.connectorId)
        }
        await adapter?.disconnect({ connectorId: chain.connectorId })
        resetChain(appKit, chain.namespace)
      } catch (error) {
        failures.push({
          namespace: chain.namespace,
          error: toWalletError(error, { namespace: chain.namespace, operation: 'disconnect' }),
        })
      }
    }),
  )
  if (failures.length > 0) {
    for (const failure of failures) {
      if (appKit.options.debug)
        console.error(`Airlock: ${failure.namespace} failed to disconnect`, failure.error)
      track(appKit, 'DISCONNECT_ERROR', { namespace: failure.namespace })
    }
    throw new DisconnectError(failures)
  }
  if (targets.length > 0) {
    track(appKit, 'DISCONNECT_SUCCESS', { namespace: namespace })
    announce(appKit, formatMessage(appKit.options.messages, 'disconnected'))
  }
}
