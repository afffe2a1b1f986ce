import type { ChainNamespace } from '../../caip/types.js'
import type { AppKit } from '../../createAppKit.js'
import { findNetwork } from '../../selectors/network.js'
import { createAccountState } from '../../state/factories.js'
import { storageKeys } from '../../storage/keys.js'
import { persistConnection } from './persistConnection.js'

/**
 * Spec §4 "Reset": clears the namespace's account data and connector id. When it was the active
 * namespace and another is still connected, that one becomes active. With `keepStored`, the
 * stored connection stays for the next page load (a wallet that could not be reached).
 */
export function resetChain(
  appKit: AppKit,
  namespace: ChainNamespace,
  { keepStored = false }: { keepStored?: boolean } = {},
): void {
  const chain = appKit.state.chains[namespace]
  if (!chain) return
  chain.connectorId = undefined
  chain.account = createAccountState('disconnected')
  appKit.state.connections[namespace] = []
  if (!Object.values(appKit.state.chains).some((other) => other?.account.status === 'connected')) {
    appKit.state.unsupportedChain = false
  }
  if (appKit.state.siwx.caipAddress?.startsWith(`${namespace}:`)) {
    Object.assign(appKit.state.siwx, { status: 'idle', caipAddress: undefined, session: undefined })
  }
  if (!keepStored) persistConnection(appKit, namespace, undefined)
  // The active namespace went while another is still connected: that one becomes active.
  const { state } = appKit
  if (state.activeNamespace !== namespace) return
  const other = Object.values(state.chains).find((chain) => chain?.account.status === 'connected')
  const network = other ? findNetwork(appKit, other.networkId) : undefined
  if (!other || !network) return
  state.activeNamespace = other.namespace
  state.activeNetworkId = network.caipNetworkId
  appKit.storage.setItem(storageKeys.activeNamespace, other.namespace)
  appKit.storage.setItem(storageKeys.activeNetworkId, network.caipNetworkId)
}
