import type { AppKit } from '../createAppKit.js'
import { AuthConnectorNotFoundError } from '../errors/auth.js'
import { replaceView } from './router.js'

export type UpdateEmailPrimaryOtpParameters = { otp: string }
export type UpdateEmailPrimaryOtpReturnType = undefined
export type UpdateEmailPrimaryOtpErrorType = AuthConnectorNotFoundError | Error

/**
 * Confirms an email update with the code sent to the current email; then the new email's code
 * is asked for (UpdateEmailSecondaryOtp).
 *
 * @example await updateEmailPrimaryOtp(appKit, { otp: '123456' })
 */
export async function updateEmailPrimaryOtp(
  appKit: AppKit,
  { otp }: UpdateEmailPrimaryOtpParameters,
): Promise<UpdateEmailPrimaryOtpReturnType> {
  const auth = appKit.auth
  if (!auth) throw new AuthConnectorNotFoundError()
  await auth.updateEmailPrimaryOtp({ otp: otp.trim() })
  replaceView(appKit, { view: 'UpdateEmailSecondaryOtp', data: { ...appKit.state.router.data } })
  return undefined
}
