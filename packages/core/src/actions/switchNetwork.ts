import type { AppKit } from '../createAppKit.js'
import { type ChainNotSupportedError, NetworkNotFoundError } from '../errors/appKit.js'
import { toWalletError, type WalletErrorType } from '../errors/wallet.js'
import { formatMessage } from '../i18n/formatMessage.js'
import { type AppKitNetwork, isServedNetwork, toCaipNetwork } from '../networks/types.js'
import { findNetwork } from '../selectors/network.js'
import { storageKeys } from '../storage/keys.js'
import { closeModal } from './closeModal.js'
import { fetchBalance } from './fetchBalance.js'
import { applyChainId } from './internal/applyChainId.js'
import { checkSignIn } from './internal/checkSignIn.js'
import { reportError } from './internal/reportError.js'
import { announce, track } from './internal/track.js'
import { resetSendState } from './resetSendState.js'
import { showToast } from './toast.js'

export type SwitchNetworkParameters = {
  /** A configured network: a CaipNetwork, or the viem chain it was configured from. */
  network: AppKitNetwork
  /**
   * Default true: a failure throws. False (AppKit's default for its `switchNetwork`): a failure
   * shows an error toast and is reported as a `SWITCH_NETWORK_ERROR` error event instead.
   */
  throwOnFailure?: boolean | undefined
}
export type SwitchNetworkReturnType = undefined
export type SwitchNetworkErrorType = NetworkNotFoundError | ChainNotSupportedError | WalletErrorType

/**
 * Makes `network` active. On the connected namespace the wallet is asked to switch (and to add
 * the chain when it does not know it); otherwise only the modal's active network changes. A
 * network of another namespace makes that namespace active (spec §4 "Active chain switching"):
 * its connected account, if any, becomes the active one and the send state is reset.
 *
 * @example await switchNetwork(appKit, { network: base })
 */
export async function switchNetwork(
  appKit: AppKit,
  { network, throwOnFailure = true }: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  if (throwOnFailure) return switchTo(appKit, network)
  try {
    await switchTo(appKit, network)
  } catch (error) {
    const failure = error as SwitchNetworkErrorType
    reportError(appKit, 'SWITCH_NETWORK_ERROR', failure, network.chainNamespace ?? 'eip155')
    showToast(appKit, { message: failure.shortMessage, variant: 'error' })
  }
}

async function switchTo(appKit: AppKit, network: AppKitNetwork): Promise<undefined> {
  const { state } = appKit
  // A network of a namespace no adapter serves (AppKit's `tronMainnet`) is never configured.
  const caipNetworkId = isServedNetwork(network)
    ? toCaipNetwork(network).caipNetworkId
    : network.caipNetworkId
  const target = findNetwork(appKit, caipNetworkId)
  if (!target) throw new NetworkNotFoundError(caipNetworkId)
  const namespace = target.chainNamespace
  const chain = state.chains[namespace]
  const adapter = appKit.adapters.get(namespace)

  if (chain?.account.status === 'connected' && adapter) {
    try {
      await adapter.switchNetwork({ network: target })
    } catch (error) {
      throw toWalletError(error, { namespace, operation: 'switchNetwork' })
    }
  }
  // Spec §4 "Active chain switching": another namespace resets the send state.
  if (state.activeNamespace !== namespace) resetSendState(appKit)
  state.activeNamespace = namespace
  appKit.storage.setItem(storageKeys.activeNamespace, namespace)
  if (chain) {
    applyChainId(appKit, namespace, target.id)
  }
  state.activeNetworkId = target.caipNetworkId
  appKit.storage.setItem(storageKeys.activeNetworkId, target.caipNetworkId)
  state.unsupportedChain = false
  if (state.modal.open && state.router.view === 'UnsupportedChain') closeModal(appKit)
  track(appKit, 'SWITCH_NETWORK', { network: target.caipNetworkId })
  announce(
    appKit,
    formatMessage(appKit.options.messages, 'networkSwitched', { network: target.name }),
  )
  void fetchBalance(appKit, { namespace })
  void checkSignIn(appKit)
}
