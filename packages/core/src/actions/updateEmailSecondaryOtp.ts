import type { AppKit } from '../createAppKit.js'
import { AuthConnectorNotFoundError } from '../errors/auth.js'
import { resetView } from './router.js'

export type UpdateEmailSecondaryOtpParameters = { otp: string }
export type UpdateEmailSecondaryOtpReturnType = { newEmail: string }
export type UpdateEmailSecondaryOtpErrorType = AuthConnectorNotFoundError | Error

/**
 * Finishes an email update with the code sent to the new email: the new email is stored and the
 * modal returns to Account.
 *
 * @example await updateEmailSecondaryOtp(appKit, { otp: '123456' })
 */
export async function updateEmailSecondaryOtp(
  appKit: AppKit,
  { otp }: UpdateEmailSecondaryOtpParameters,
): Promise<UpdateEmailSecondaryOtpReturnType> {
  const auth = appKit.auth
  if (!auth) throw new AuthConnectorNotFoundError()
  const result = await auth.updateEmailSecondaryOtp({ otp: otp.trim() })
  appKit.state.auth.email = result.newEmail
  resetView(appKit, { view: 'Account' })
  return result
}
