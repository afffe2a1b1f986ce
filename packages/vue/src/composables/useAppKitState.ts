import { type PublicState, readPublicState } from '@airlock/ui'
import { readThrough, requireAppKit, useAppKitSelection } from './useAppKitSelection.js'

/** The state once the instance is gone (destroyed): a closed modal, nothing selected. */
const closed: PublicState = {
  open: false,
  loading: false,
  selectedNetworkId: undefined,
  activeChain: undefined,
  initialized: false,
  connectingWallet: undefined,
}

/**
 * Whether the modal is open or loading, the selected network, whether the instance is
 * initialized, and the wallet being connected: a reactive object, as AppKit's. Throws before
 * createAppKit.
 *
 * @example const state = useAppKitState(); state.open
 */
export function useAppKitState(): Readonly<PublicState> {
  requireAppKit('useAppKit')
  return readThrough(useAppKitSelection(readPublicState, closed))
}
