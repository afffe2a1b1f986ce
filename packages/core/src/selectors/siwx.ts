import type { AppKitState } from '../state/types.js'

/** True once the connected account has a sign-in session on the active network. */
export function selectIsSignedIn(state: Pick<AppKitState, 'siwx'>): boolean {
  return state.siwx.status === 'signedIn'
}

/** True while sign-in is required and the account has no session: the modal must stay. */
export function selectSignInPending(state: Pick<AppKitState, 'siwx'>): boolean {
  return state.siwx.enabled && state.siwx.required && state.siwx.status !== 'signedIn'
}
