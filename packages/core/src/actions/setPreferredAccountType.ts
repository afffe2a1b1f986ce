import type { AppKit } from '../createAppKit.js'
import { AuthConnectorNotFoundError } from '../errors/auth.js'

export type SetPreferredAccountTypeParameters = { type: 'eoa' | 'smartAccount' }
export type SetPreferredAccountTypeReturnType = { address: string }
export type SetPreferredAccountTypeErrorType = AuthConnectorNotFoundError | Error

/**
 * Switches the embedded wallet's eip155 account between its smart account and its EOA (the
 * Account view's toggle). On failure the preference falls back to eoa (spec §4).
 *
 * @example await setPreferredAccountType(appKit, { type: 'eoa' })
 */
export async function setPreferredAccountType(
  appKit: AppKit,
  { type }: SetPreferredAccountTypeParameters,
): Promise<SetPreferredAccountTypeReturnType> {
  const auth = appKit.auth
  if (!auth) throw new AuthConnectorNotFoundError()
  const account = appKit.state.chains.eip155?.account
  try {
    const user = await auth.setPreferredAccountType({ type })
    if (account) account.preferredAccountType = user.preferredAccountType ?? type
    return { address: user.address }
  } catch (error) {
    if (account) account.preferredAccountType = 'eoa'
    throw error
  }
}
