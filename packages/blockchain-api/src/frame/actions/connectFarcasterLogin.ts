import type { BlockchainApiClient } from '../../client/createBlockchainApiClient.js'
import type { RequestErrorType } from '../../errors/request.js'
import { callFrameRoute } from '../callFrameRoute.js'
import type { FarcasterLoginError, FrameOriginNotAllowedError } from '../errors.js'
import { type FrameSession, frameFarcasterConnectRoute } from '../routes.js'

export type ConnectFarcasterLoginParameters = {
  attemptId: string
  /** The attempt's secret from `startFarcasterLogin` (it never leaves the frame). */
  secret: string
  origin: string
  deviceId: string
  signal?: AbortSignal | undefined
}

export type ConnectFarcasterLoginReturnType = FrameSession

export type ConnectFarcasterLoginErrorType =
  | FarcasterLoginError
  | FrameOriginNotAllowedError
  | RequestErrorType

/**
 * Redeems a Sign In With Farcaster attempt for a frame session (`POST /v1/frame/farcaster/connect`)
 * once the Farcaster app has signed; a `FarcasterLoginError` with reason `FARCASTER_PENDING` until
 * then.
 *
 * @example const { token, user } = await connectFarcasterLogin(client, { attemptId, secret, origin, deviceId })
 */
export function connectFarcasterLogin(
  client: BlockchainApiClient,
  parameters: ConnectFarcasterLoginParameters,
): Promise<ConnectFarcasterLoginReturnType> {
  return callFrameRoute(client, frameFarcasterConnectRoute, {
    body: {
      attemptId: parameters.attemptId,
      secret: parameters.secret,
      origin: parameters.origin,
      deviceId: parameters.deviceId,
    },
    signal: parameters.signal,
  })
}
