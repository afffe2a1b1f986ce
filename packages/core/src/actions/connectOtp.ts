import type { AppKit } from '../createAppKit.js'
import { AuthConnectorNotFoundError } from '../errors/auth.js'
import type { ConnectErrorType } from './connect.js'
import { connectAuth } from './internal/connectAuth.js'
import { track } from './internal/track.js'

export type ConnectOtpParameters = { otp: string }
export type ConnectOtpReturnType = { address: string }
export type ConnectOtpErrorType = AuthConnectorNotFoundError | ConnectErrorType | Error

/**
 * Sends the one-time code the visitor typed to the wallet frame; when the frame accepts it, the
 * embedded wallet connects through the auth connector (and the modal closes as after any connect).
 *
 * @example await connectOtp(appKit, { otp: '123456' })
 */
export async function connectOtp(
  appKit: AppKit,
  { otp }: ConnectOtpParameters,
): Promise<ConnectOtpReturnType> {
  const auth = appKit.auth
  if (!auth) throw new AuthConnectorNotFoundError()
  try {
    await auth.connectOtp({ otp: otp.trim() })
  } catch (error) {
    track(appKit, 'EMAIL_VERIFICATION_CODE_FAIL')
    throw error
  }
  track(appKit, 'EMAIL_VERIFICATION_CODE_PASS')
  const connection = await connectAuth(appKit)
  return { address: connection.address }
}
