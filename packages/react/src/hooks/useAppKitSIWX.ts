import { type SIWXSession, type SiwxState, signInWithWallet, signOut } from '@airlock/core'
import { useAppKitOrThrow, useAppKitSelector } from './useAppKitSelector.js'

export type UseAppKitSIWXReturnType = {
  /** The active account's session, once signed in. */
  session: Readonly<SIWXSession> | undefined
  status: SiwxState['status']
  isSignedIn: boolean
  /** Asks the wallet to sign now; failures also show on the sign view. */
  signIn: () => Promise<SIWXSession>
  signOut: () => Promise<void>
}

/**
 * Sign-in with the wallet for the active account: the session and its status.
 *
 * @example
 * const { isSignedIn, session } = useAppKitSIWX()
 */
export function useAppKitSIWX(): UseAppKitSIWXReturnType {
  const appKit = useAppKitOrThrow()
  const { session, status } = useAppKitSelector((state) => ({
    session: state.siwx.session as Readonly<SIWXSession> | undefined,
    status: state.siwx.status,
  }))
  return {
    session,
    status,
    isSignedIn: status === 'signedIn',
    signIn: () => signInWithWallet(appKit),
    signOut: () => signOut(appKit),
  }
}
