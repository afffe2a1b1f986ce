import type { ChainNamespace } from '../caip/types.js'
import type { AppKit } from '../createAppKit.js'
import { selectAccount } from '../selectors/account.js'
import { selectOpeningView } from '../selectors/openingView.js'
import { getPairingExpiry } from '../selectors/pairing.js'
import type { RouterData, ViewName } from '../state/types.js'
import { track } from './internal/track.js'

export type OpenModalParameters = {
  /** The view to open on; default: the spec's opening rules. */
  view?: ViewName | undefined
  /** Show only this namespace's ways to connect (and its account). */
  namespace?: ChainNamespace | undefined
  /**
   * A WalletConnect pairing URI the dapp made itself (AppKit's `open({ uri })`): the modal shows
   * its QR code and links, on ConnectingWalletConnectBasic unless `view` says otherwise.
   */
  uri?: string | undefined
  /** What the view opened on needs beyond its name (AppKit's `arguments`, such as a swap's). */
  data?: RouterData | undefined
}
export type OpenModalReturnType = undefined

/**
 * Opens the modal on the view the opening rules pick.
 *
 * @example openModal(appKit, { view: 'Networks' })
 */
export function openModal(
  appKit: AppKit,
  parameters: OpenModalParameters = {},
): OpenModalReturnType {
  const { state } = appKit
  const account = selectAccount(state, parameters.namespace)
  const view =
    parameters.uri && !parameters.view
      ? 'ConnectingWalletConnectBasic'
      : selectOpeningView(appKit, parameters)
  state.router.view = view
  state.router.history = [view]
  state.router.data = parameters.data ?? {}
  if (parameters.uri) {
    state.connection.uri = parameters.uri
    state.connection.uriExpiresAt = getPairingExpiry()
  }
  state.modal.namespace = parameters.namespace
  if (state.modal.open) return
  state.modal.open = true
  track(appKit, 'MODAL_OPEN', { connected: account?.status === 'connected' })
}
