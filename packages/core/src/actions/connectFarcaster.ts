import type { AppKit } from '../createAppKit.js'
import { AuthConnectorNotFoundError } from '../errors/auth.js'
import type { ConnectErrorType } from './connect.js'
import { connectAuth } from './internal/connectAuth.js'

export type ConnectFarcasterParameters = {
  /** Called with the channel URL as soon as the frame has it: show it as a QR code and a link. */
  onUrl?: ((url: string) => void) | undefined
}

export type ConnectFarcasterReturnType = { address: string; userName: string }

export type ConnectFarcasterErrorType = AuthConnectorNotFoundError | ConnectErrorType | Error

/**
 * Sign In With Farcaster (spec §7 "get and connect farcaster"): asks the frame for the channel
 * URL (kept as the eip155 account's `farcasterUrl` and handed to `onUrl`), waits while the
 * visitor signs in the Farcaster app (no time limit: the server ends the attempt after 10
 * minutes), then connects the embedded wallet through the auth connector.
 *
 * @example await connectFarcaster(appKit, { onUrl: (url) => showQrCode(url) })
 */
export async function connectFarcaster(
  appKit: AppKit,
  parameters: ConnectFarcasterParameters = {},
): Promise<ConnectFarcasterReturnType> {
  const auth = appKit.auth
  if (!auth) throw new AuthConnectorNotFoundError()
  const { url } = await auth.getFarcasterUri()
  const account = appKit.state.chains.eip155?.account
  if (account) account.farcasterUrl = url
  parameters.onUrl?.(url)
  const { userName } = await auth.connectFarcaster()
  const connection = await connectAuth(appKit)
  return { address: connection.address, userName }
}
