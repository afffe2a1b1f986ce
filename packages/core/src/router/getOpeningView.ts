import type { ViewName } from '../state/types.js'

export type GetOpeningViewParameters = {
  view?: ViewName | undefined
  hasAdapters: boolean
  isConnected: boolean
  isMobile: boolean
  unsupportedChain: boolean
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  basic: boolean
}

/**
 * The view the modal opens on (spec §2 "Opening rules"): an explicit view; else, with no adapters
 * and no address, AllWallets on mobile and ConnectingWalletConnectBasic elsewhere; else Account
 * when connected; else Connect. UnsupportedChain comes first when the wallet sits on a chain the
 * app did not configure, switching is enabled, unsupported chains are not allowed and basic mode
 * is off.
 */
export function getOpeningView(parameters: GetOpeningViewParameters): ViewName {
  if (parameters.view) return parameters.view
  if (shouldShowUnsupportedChain(parameters)) return 'UnsupportedChain'
  if (!parameters.hasAdapters && !parameters.isConnected) {
    return parameters.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  }
  if (parameters.isConnected) return 'Account'
  return 'Connect'
}

export function shouldShowUnsupportedChain(
  parameters: Pick<
    GetOpeningViewParameters,
    'unsupportedChain' | 'enableNetworkSwitch' | 'allowUnsupportedChain' | 'basic'
  >,
): boolean {
  return (
    parameters.unsupportedChain &&
    parameters.enableNetworkSwitch &&
    !parameters.allowUnsupportedChain &&
    !parameters.basic
  )
}
