import type { BlockchainApiClient } from '../../client/createBlockchainApiClient.js'
import type { RequestErrorType } from '../../errors/request.js'
import { callFrameRoute } from '../callFrameRoute.js'
import type {
  FarcasterLoginError,
  FrameOriginNotAllowedError,
  FrameRateLimitedError,
} from '../errors.js'
import { type FrameFarcasterStartResponse, frameFarcasterStartRoute } from '../routes.js'

export type StartFarcasterLoginParameters = {
  /** The origin of the dapp page that embeds the frame; the session will be bound to it. */
  origin: string
  deviceId: string
  signal?: AbortSignal | undefined
}

export type StartFarcasterLoginReturnType = FrameFarcasterStartResponse

export type StartFarcasterLoginErrorType =
  | FarcasterLoginError
  | FrameRateLimitedError
  | FrameOriginNotAllowedError
  | RequestErrorType

/**
 * Opens a Sign In With Farcaster attempt (`POST /v1/frame/farcaster/start`). Show `url` as the QR
 * code and deep link; keep `secret` in the frame to redeem the attempt with
 * `connectFarcasterLogin` once the Farcaster app has signed.
 *
 * @example const { url, attemptId, secret } = await startFarcasterLogin(client, { origin, deviceId })
 */
export function startFarcasterLogin(
  client: BlockchainApiClient,
  parameters: StartFarcasterLoginParameters,
): Promise<StartFarcasterLoginReturnType> {
  return callFrameRoute(client, frameFarcasterStartRoute, {
    body: { origin: parameters.origin, deviceId: parameters.deviceId },
    signal: parameters.signal,
  })
}
