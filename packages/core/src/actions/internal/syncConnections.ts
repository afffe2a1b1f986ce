import type { AppKit } from '../../createAppKit.js'
import { applyConnection } from './applyConnection.js'
import { resetChain } from './resetChain.js'

/**
 * Start-up sync (spec §4): each namespace stored as connected is "connecting" until its adapter
 * restores the connection without a prompt (connected) or cannot (disconnected).
 */
export async function syncConnections(appKit: AppKit): Promise<void> {
  await Promise.all(
    Object.values(appKit.state.chains).map(async (chain) => {
      if (chain?.account.status !== 'connecting' || !chain.connectorId) return
      const adapter = appKit.adapters.get(chain.namespace)
      const connectorId = chain.connectorId
      try {
        const connection = adapter
          ? await adapter.reconnect({ connectorId, chainId: chain.networkId?.split(':')[1] })
          : undefined
        if (connection) applyConnection(appKit, chain.namespace, connection)
        else resetChain(appKit, chain.namespace)
      } catch (error) {
        if (appKit.options.debug)
          console.warn(`Airlock: could not restore ${chain.namespace}`, error)
        resetChain(appKit, chain.namespace)
      }
    }),
  )
}
