import { buildCaipAddress } from '../../caip/buildCaip.js'
import type { ChainNamespace } from '../../caip/types.js'
import type { AppKit } from '../../createAppKit.js'
import { findNetworkByChainId } from '../../selectors/network.js'
import { storageKeys } from '../../storage/keys.js'
import { resetSendState } from '../resetSendState.js'

/**
 * The wallet is on `chainId`: follow it when the app configured that chain, otherwise flag the
 * chain as unsupported (the address stays, shown against the last supported network).
 */
export function applyChainId(
  appKit: AppKit,
  namespace: ChainNamespace,
  chainId: number | string,
): void {
  const { state } = appKit
  const chain = state.chains[namespace]
  if (!chain) return
  const network = findNetworkByChainId(appKit, namespace, chainId)
  if (!network) {
    state.unsupportedChain = true
    if (chain.account.address) {
      chain.account.caipAddress = buildCaipAddress(`${namespace}:${chainId}`, chain.account.address)
    }
    return
  }
  state.unsupportedChain = false
  if (chain.networkId !== network.caipNetworkId) {
    // Spec §4: switching resets the send state; balances of the old network no longer apply.
    resetSendState(appKit)
    chain.account.tokenBalance = []
    chain.account.tokenBalanceStatus = 'idle'
    chain.account.balance = undefined
    chain.account.balanceSymbol = undefined
  }
  chain.networkId = network.caipNetworkId
  if (chain.account.address) {
    chain.account.caipAddress = buildCaipAddress(network.caipNetworkId, chain.account.address)
    const explorer = network.blockExplorers?.default.url
    chain.account.addressExplorerUrl = explorer
      ? `${explorer}/address/${chain.account.address}`
      : undefined
  }
  if (state.activeNamespace === namespace) {
    state.activeNetworkId = network.caipNetworkId
    appKit.storage.setItem(storageKeys.activeNetworkId, network.caipNetworkId)
  }
}
