import type { BlockchainApiClient } from '../../client/createBlockchainApiClient.js'
import type { RequestErrorType } from '../../errors/request.js'
import { callFrameRoute } from '../callFrameRoute.js'
import type {
  FrameRateLimitedError,
  FrameSessionExpiredError,
  SocialLoginError,
} from '../errors.js'
import {
  type FrameSocialLinkCandidate,
  type FrameSocialProvider,
  frameSocialLinkReadRoute,
  frameSocialLinkRoute,
  frameSocialLinkStartRoute,
} from '../routes.js'

export type StartSocialLinkParameters = {
  /** The frame session whose user the login is linked to. */
  token: string
  provider: FrameSocialProvider
  signal?: AbortSignal | undefined
}

export type StartSocialLinkReturnType = {
  attemptId: string
  secret: string
  uri: string
  expiresAt: string
}

export type SocialLinkParameters = {
  token: string
  attemptId: string
  /** The attempt's secret from `startSocialLink` (it never leaves the frame). */
  secret: string
  /** The one-time result the provider step's last page posted to the window that opened it. */
  result: string
  signal?: AbortSignal | undefined
}

export type SocialLinkErrorType =
  | SocialLoginError
  | FrameSessionExpiredError
  | FrameRateLimitedError
  | RequestErrorType

/**
 * Opens an attempt to link a social login to the session's user
 * (`POST /v1/frame/social/link/start`). Open `uri` in the popup; keep `secret` in the frame.
 *
 * @example const { uri, attemptId, secret } = await startSocialLink(client, { token, provider: 'google' })
 */
export function startSocialLink(
  client: BlockchainApiClient,
  parameters: StartSocialLinkParameters,
): Promise<StartSocialLinkReturnType> {
  return callFrameRoute(client, frameSocialLinkStartRoute, {
    token: parameters.token,
    body: { provider: parameters.provider },
    signal: parameters.signal,
  })
}

/**
 * The login a finished link attempt found (`POST /v1/frame/social/link/read`), for the visitor to
 * confirm before `linkSocialLogin`; nothing is linked yet.
 *
 * @example const { provider, userName } = await readSocialLink(client, { token, attemptId, secret, result })
 */
export function readSocialLink(
  client: BlockchainApiClient,
  parameters: SocialLinkParameters,
): Promise<FrameSocialLinkCandidate> {
  return callFrameRoute(client, frameSocialLinkReadRoute, linkCall(parameters))
}

/**
 * Links the login a finished attempt found to the session's user (`POST /v1/frame/social/link`),
 * once. 409 `SOCIAL_TAKEN` (a `SocialLoginError`) when that login's user holds another wallet.
 *
 * @example await linkSocialLogin(client, { token, attemptId, secret, result })
 */
export function linkSocialLogin(
  client: BlockchainApiClient,
  parameters: SocialLinkParameters,
): Promise<FrameSocialLinkCandidate> {
  return callFrameRoute(client, frameSocialLinkRoute, linkCall(parameters))
}

function linkCall(parameters: SocialLinkParameters) {
  return {
    token: parameters.token,
    body: {
      attemptId: parameters.attemptId,
      secret: parameters.secret,
      result: parameters.result,
    },
    signal: parameters.signal,
  }
}
