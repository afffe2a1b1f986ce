import type { AppKitState } from '../state/types.js'
import { selectSignInPending } from './siwx.js'

/**
 * Whether the visitor may close the modal now (close button, Escape, backdrop). Not on the sign or
 * approve view while sign-in is required and there is no session (spec §4).
 */
export function canCloseModal(state: Pick<AppKitState, 'router' | 'modal' | 'siwx'>): boolean {
  const { view } = state.router
  if ((view === 'SIWXSignMessage' || view === 'ApproveTransaction') && selectSignInPending(state)) {
    return false
  }
  return true
}
