import type { AppKit } from '../createAppKit.js'
import { SiwxNotEnabledError } from '../errors/siwx.js'
import { selectIsSmartAccount } from '../selectors/selectIsSmartAccount.js'
import { closeModal } from './closeModal.js'
import { disconnect } from './disconnect.js'
import { track } from './internal/track.js'
import { resetView } from './router.js'

export type CancelSignInReturnType = undefined

/**
 * The visitor declined to sign in (spec §4): when sign-in is required the wallet is disconnected,
 * otherwise the modal closes; then the view resets to Connect and CLICK_CANCEL_SIWX is recorded.
 *
 * @example await cancelSignIn(appKit)
 */
export async function cancelSignIn(appKit: AppKit): Promise<CancelSignInReturnType> {
  const { state, options } = appKit
  if (!options.siwx) throw new SiwxNotEnabledError()
  const chain = state.activeNamespace ? state.chains[state.activeNamespace] : undefined
  const properties = {
    network: chain?.networkId,
    isSmartAccount: selectIsSmartAccount(chain?.account),
  }
  if (state.siwx.required) await disconnect(appKit)
  else closeModal(appKit)
  resetView(appKit, { view: 'Connect' })
  track(appKit, 'CLICK_CANCEL_SIWX', properties)
}
