import { getEmailCooldown } from '../auth/getEmailCooldown.js'
import type { AppKit } from '../createAppKit.js'
import {
  AuthConnectorNotFoundError,
  EmailCooldownError,
  InvalidEmailError,
} from '../errors/auth.js'
import { pushView } from './router.js'

export type UpdateEmailParameters = { email: string }
export type UpdateEmailReturnType = { action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }
export type UpdateEmailErrorType =
  | InvalidEmailError
  | EmailCooldownError
  | AuthConnectorNotFoundError
  | Error

/**
 * Starts moving the embedded wallet to another email (spec §4): a code goes to the current email
 * first (UpdateEmailPrimaryOtp), then to the new one (UpdateEmailSecondaryOtp). The 30 s cooldown
 * applies as for a login.
 *
 * @example await updateEmail(appKit, { email: 'new@example.com' })
 */
export async function updateEmail(
  appKit: AppKit,
  { email }: UpdateEmailParameters,
): Promise<UpdateEmailReturnType> {
  const auth = appKit.auth
  if (!auth) throw new AuthConnectorNotFoundError()
  const newEmail = email.trim()
  // The check, and zod with it, loads with the first address, not with the views.
  const { isEmail } = await import('./internal/isEmail.js')
  if (!isEmail(newEmail)) throw new InvalidEmailError(newEmail)
  const seconds = getEmailCooldown(appKit.storage)
  if (seconds > 0) throw new EmailCooldownError(seconds)
  const result = await auth.updateEmail({ email: newEmail })
  pushView(appKit, {
    view:
      result.action === 'VERIFY_SECONDARY_OTP'
        ? 'UpdateEmailSecondaryOtp'
        : 'UpdateEmailPrimaryOtp',
    data: { email: appKit.state.auth.email, newEmail },
  })
  return result
}
