import type { ChainNamespace } from '../../caip/types.js'
import type { AppKit } from '../../createAppKit.js'
import { toWalletError } from '../../errors/wallet.js'
import { findNetwork } from '../../selectors/network.js'
import { storageKeys } from '../../storage/keys.js'
import { applyConnection } from './applyConnection.js'
import { reportError } from './reportError.js'
import { resetChain } from './resetChain.js'

/**
 * Start-up sync (spec §4): each namespace stored as connected is "connecting" until its adapter
 * restores the connection without a prompt (connected) or cannot (disconnected). A failure is
 * reported as a RECONNECT_ERROR event (the connection stays stored when the embedded wallet's frame
 * could not be reached); an adapter in `skip` (it failed to set up) is not asked.
 * Every namespace is restored; the stored active namespace stays active.
 */
export async function syncConnections(
  appKit: AppKit,
  { skip }: { skip?: ReadonlySet<ChainNamespace> | undefined } = {},
): Promise<void> {
  await Promise.all(
    Object.values(appKit.state.chains).map(async (chain) => {
      if (chain?.account.status !== 'connecting' || !chain.connectorId) return
      const adapter = skip?.has(chain.namespace) ? undefined : appKit.adapters.get(chain.namespace)
      const connectorId = chain.connectorId
      // The visitor disconnected while the restore was under way (after the wallet's own library
      // had restored it and core showed it): that disconnect stands. A connection the late restore
      // brings back, even one the library already reported, is ended again.
      let ended = false
      const unsubscribe = appKit.events.subscribe(({ data }) => {
        if (
          data.type === 'track' &&
          data.event === 'DISCONNECT_SUCCESS' &&
          (data.properties?.namespace ?? chain.namespace) === chain.namespace
        )
          ended = true
      })
      try {
        const connection = adapter
          ? await adapter.reconnect({ connectorId, chainId: chain.networkId?.split(':')[1] })
          : undefined
        unsubscribe()
        if (connection && ended) {
          await adapter?.disconnect({ connectorId: connection.connectorId })
          if (appKit.state.chains[chain.namespace]?.connectorId === connection.connectorId)
            resetChain(appKit, chain.namespace)
        } else if (connection) {
          applyConnection(appKit, chain.namespace, connection, { activate: false })
        } else resetChain(appKit, chain.namespace)
      } catch (error) {
        unsubscribe()
        // The embedded wallet's frame could not be reached (AuthFrameLoadError): not restored on
        // this page, but the connection stays stored, and the next page load tries again.
        resetChain(appKit, chain.namespace, {
          keepStored: (error as { code?: unknown } | undefined)?.code === 'AUTH_FRAME_LOAD',
        })
        reportError(
          appKit,
          'RECONNECT_ERROR',
          toWalletError(error, { namespace: chain.namespace, operation: 'reconnect' }),
          chain.namespace,
        )
      }
    }),
  )
  // The stored active namespace stays active when it came back; otherwise one that did.
  const { state } = appKit
  const active = state.activeNamespace ? state.chains[state.activeNamespace] : undefined
  if (active?.account.status === 'connected') return
  const restored = Object.values(state.chains).find(
    (chain) => chain?.account.status === 'connected',
  )
  if (!restored) return
  state.activeNamespace = restored.namespace
  appKit.storage.setItem(storageKeys.activeNamespace, restored.namespace)
  const network = findNetwork(appKit, restored.networkId)
  if (network) {
    state.activeNetworkId = network.caipNetworkId
    appKit.storage.setItem(storageKeys.activeNetworkId, network.caipNetworkId)
  }
}
