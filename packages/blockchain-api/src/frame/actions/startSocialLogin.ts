import type { BlockchainApiClient } from '../../client/createBlockchainApiClient.js'
import type { RequestErrorType } from '../../errors/request.js'
import { callFrameRoute } from '../callFrameRoute.js'
import type {
  FrameOriginNotAllowedError,
  FrameRateLimitedError,
  SocialLoginError,
} from '../errors.js'
import {
  type FrameSocialProvider,
  type FrameSocialStartResponse,
  frameSocialStartRoute,
} from '../routes.js'

export type StartSocialLoginParameters = {
  provider: FrameSocialProvider
  /** The origin of the dapp page that embeds the frame; the session will be bound to it. */
  origin: string
  deviceId: string
  signal?: AbortSignal | undefined
}

export type StartSocialLoginReturnType = FrameSocialStartResponse

export type StartSocialLoginErrorType =
  | SocialLoginError
  | FrameRateLimitedError
  | FrameOriginNotAllowedError
  | RequestErrorType

/**
 * Opens a social login attempt (`POST /v1/frame/social/start`). Open `uri` in the popup; keep
 * `secret` in the frame to redeem the attempt with `connectSocialLogin` after the provider answered.
 *
 * @example const { uri, attemptId, secret } = await startSocialLogin(client, { provider: 'google', origin, deviceId })
 */
export function startSocialLogin(
  client: BlockchainApiClient,
  parameters: StartSocialLoginParameters,
): Promise<StartSocialLoginReturnType> {
  return callFrameRoute(client, frameSocialStartRoute, {
    body: {
      provider: parameters.provider,
      origin: parameters.origin,
      deviceId: parameters.deviceId,
    },
    signal: parameters.signal,
  })
}
