import type { BlockchainApiClient } from '../../client/createBlockchainApiClient.js'
import type { RequestErrorType } from '../../errors/request.js'
import { callFrameRoute } from '../callFrameRoute.js'
import type { FrameOriginNotAllowedError, SocialLoginError } from '../errors.js'
import { type FrameSession, frameSocialConnectRoute } from '../routes.js'

export type ConnectSocialLoginParameters = {
  attemptId: string
  /** The attempt's secret from `startSocialLogin` (it never leaves the frame). */
  secret: string
  /**
   * The one-time result in the `airlock:social/<id>?r=<result>` URI that the provider step's last
   * page posted to the window that opened it: whoever finished the provider step elsewhere (a
   * forwarded login link) never has it.
   */
  result: string
  origin: string
  deviceId: string
  signal?: AbortSignal | undefined
}

export type ConnectSocialLoginReturnType = FrameSession

export type ConnectSocialLoginErrorType =
  | SocialLoginError
  | FrameOriginNotAllowedError
  | RequestErrorType

/**
 * Redeems a social login attempt the provider has answered for a frame session
 * (`POST /v1/frame/social/connect`), once, from the device that started it.
 *
 * @example const { token, user } = await connectSocialLogin(client, { attemptId, secret, origin, deviceId })
 */
export function connectSocialLogin(
  client: BlockchainApiClient,
  parameters: ConnectSocialLoginParameters,
): Promise<ConnectSocialLoginReturnType> {
  return callFrameRoute(client, frameSocialConnectRoute, {
    body: {
      attemptId: parameters.attemptId,
      secret: parameters.secret,
      result: parameters.result,
      origin: parameters.origin,
      deviceId: parameters.deviceId,
    },
    signal: parameters.signal,
  })
}
