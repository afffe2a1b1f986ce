import type { ChainNamespace } from '../caip/types.js'
import type { AppKit } from '../createAppKit.js'
import { getOpeningView } from '../router/getOpeningView.js'
import type { ViewName } from '../state/types.js'
import { selectAccount } from './account.js'

export type SelectOpeningViewParameters = {
  /** An explicit view; wins over the rules. */
  view?: ViewName | undefined
  /** The namespace the modal is opened for. */
  namespace?: ChainNamespace | undefined
}

/**
 * The view `openModal(appKit, parameters)` shows when called now, by the spec's opening rules
 * applied to the instance's state and options.
 *
 * @example selectOpeningView(appKit) // 'Connect' while disconnected, 'Account' once connected
 */
export function selectOpeningView(
  appKit: AppKit,
  parameters: SelectOpeningViewParameters = {},
): ViewName {
  const { state, options } = appKit
  return getOpeningView({
    view: parameters.view,
    hasAdapters: appKit.adapters.size > 0,
    isConnected: selectAccount(state, parameters.namespace)?.status === 'connected',
    isMobile: options.isMobile(),
    unsupportedChain: state.unsupportedChain,
    enableNetworkSwitch: options.enableNetworkSwitch,
    allowUnsupportedChain: options.allowUnsupportedChain,
    basic: options.basic,
  })
}
