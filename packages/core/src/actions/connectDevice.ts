import type { AppKit } from '../createAppKit.js'
import { AuthConnectorNotFoundError } from '../errors/auth.js'
import { replaceView } from './router.js'

export type ConnectDeviceReturnType = undefined
export type ConnectDeviceErrorType = AuthConnectorNotFoundError | Error

/**
 * Waits until the visitor approves this device through the link emailed to them, then shows the
 * one-time-code view (spec §4 follow-up "verify-device").
 *
 * @example await connectDevice(appKit)
 */
export async function connectDevice(appKit: AppKit): Promise<ConnectDeviceReturnType> {
  const auth = appKit.auth
  if (!auth) throw new AuthConnectorNotFoundError()
  const email = appKit.state.router.data.email
  await auth.connectDevice()
  if (appKit.state.router.view === 'EmailVerifyDevice') {
    replaceView(appKit, { view: 'EmailVerifyOtp', data: { email } })
  }
  return undefined
}
