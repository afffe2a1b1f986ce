import type { ChainNamespace } from '../caip/types.js'
import type { AppKit } from '../createAppKit.js'
import { getOpeningView } from '../router/getOpeningView.js'
import { selectAccount } from '../selectors/account.js'
import type { ViewName } from '../state/types.js'
import { track } from './internal/track.js'

export type OpenModalParameters = {
  /** The view to open on; default: the spec's opening rules. */
  view?: ViewName | undefined
  /** Show only this namespace's ways to connect (and its account). */
  namespace?: ChainNamespace | undefined
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
  const { state, options } = appKit
  const account = selectAccount(state, parameters.namespace)
  const view = getOpeningView({
    view: parameters.view,
    hasAdapters: appKit.adapters.size > 0,
    isConnected: account?.status === 'connected',
    isMobile: options.isMobile(),
    unsupportedChain: state.unsupportedChain,
    enableNetworkSwitch: options.enableNetworkSwitch,
    allowUnsupportedChain: options.allowUnsupportedChain,
    basic: options.basic,
  })
  state.router.view = view
  state.router.history = [view]
  state.router.data = {}
  state.modal.namespace = parameters.namespace
  if (state.modal.open) return
  state.modal.open = true
  track(appKit, 'MODAL_OPEN', { connected: account?.status === 'connected' })
}
