import { AirlockError } from '@airlock/blockchain-api'
import type { AppKit } from '../createAppKit.js'
import { SiwxConfigError, SiwxNotEnabledError } from '../errors/siwx.js'

export type SignOutReturnType = undefined
export type SignOutErrorType = SiwxNotEnabledError | SiwxConfigError

/**
 * Ends the current sign-in session (revoked in the configured storage); the wallet stays
 * connected. Disconnecting does this by default (`signOutOnDisconnect`).
 *
 * @example await signOut(appKit)
 */
export async function signOut(appKit: AppKit): Promise<SignOutReturnType> {
  const siwx = appKit.options.siwx
  if (!siwx) throw new SiwxNotEnabledError()
  const { session } = appKit.state.siwx
  Object.assign(appKit.state.siwx, { status: 'idle', session: undefined, caipAddress: undefined })
  if (!session) return
  try {
    await siwx.revokeSession(session.data.chainId, session.data.accountAddress)
  } catch (error) {
    throw error instanceof AirlockError
      ? error
      : new SiwxConfigError({ operation: 'revokeSession', cause: error })
  }
}
