import { getEmailCooldown } from '../auth/getEmailCooldown.js'
import type { AppKit } from '../createAppKit.js'
import {
  AuthConnectorNotFoundError,
  EmailCooldownError,
  InvalidEmailError,
} from '../errors/auth.js'
import { connectAuth } from './internal/connectAuth.js'
import { track } from './internal/track.js'
import { pushView, replaceView } from './router.js'

export type ConnectEmailParameters = { email: string }
export type ConnectEmailReturnType = { action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }
export type ConnectEmailErrorType =
  | InvalidEmailError
  | EmailCooldownError
  | AuthConnectorNotFoundError
  | Error

/**
 * Starts an email login (spec §4): checks the address and the 30 s cooldown, asks the wallet
 * frame to send a code, then follows its answer — `VERIFY_OTP` shows EmailVerifyOtp,
 * `VERIFY_DEVICE` shows EmailVerifyDevice (a new device approves by the emailed link), `CONNECT`
 * connects at once.
 *
 * @example await connectEmail(appKit, { email: 'ada@example.com' })
 */
export async function connectEmail(
  appKit: AppKit,
  { email }: ConnectEmailParameters,
): Promise<ConnectEmailReturnType> {
  const auth = appKit.auth
  if (!auth) throw new AuthConnectorNotFoundError()
  const address = email.trim()
  // The check, and zod with it, loads with the first address, not with the views.
  const { isEmail } = await import('./internal/isEmail.js')
  if (!isEmail(address)) throw new InvalidEmailError(address)
  const seconds = getEmailCooldown(appKit.storage)
  if (seconds > 0) throw new EmailCooldownError(seconds)
  track(appKit, 'EMAIL_SUBMITTED')
  const result = await auth.connectEmail({ email: address })
  if (result.action === 'VERIFY_OTP') track(appKit, 'EMAIL_VERIFICATION_CODE_SENT')
  const show = (view: 'EmailVerifyOtp' | 'EmailVerifyDevice') => {
    // Sending the code again keeps the visitor on the view they are on.
    const navigate = appKit.state.router.view === view ? replaceView : pushView
    navigate(appKit, { view, data: { email: address } })
  }
  if (result.action === 'VERIFY_OTP') show('EmailVerifyOtp')
  else if (result.action === 'VERIFY_DEVICE') show('EmailVerifyDevice')
  else await connectAuth(appKit)
  return result
}
