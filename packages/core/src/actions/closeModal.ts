import type { AppKit } from '../createAppKit.js'
import { selectIsConnected } from '../selectors/account.js'
import { track } from './internal/track.js'

export type CloseModalReturnType = undefined

/**
 * Closes the modal and forgets the pending pairing URI. In embedded mode the modal stays and shows
 * Account when connected, Connect otherwise.
 */
export function closeModal(appKit: AppKit): CloseModalReturnType {
  const { state } = appKit
  state.connection.uri = undefined
  state.connection.uriExpiresAt = undefined
  if (state.connection.status !== 'pending') {
    state.connection.status = 'idle'
    state.connection.error = undefined
  }
  if (appKit.options.enableEmbedded) {
    const view = selectIsConnected(state) ? 'Account' : 'Connect'
    state.router.view = view
    state.router.history = [view]
    return
  }
  if (!state.modal.open) return
  state.modal.open = false
  state.modal.namespace = undefined
  track(appKit, 'MODAL_CLOSE', { connected: selectIsConnected(state) })
}
