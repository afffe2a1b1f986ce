import type { BlockchainApiClient } from '../../client/createBlockchainApiClient.js'
import type { RequestErrorType } from '../../errors/request.js'
import { callFrameRoute } from '../callFrameRoute.js'
import type {
  EmailCodeExpiredError,
  FrameOriginNotAllowedError,
  FrameRateLimitedError,
  InvalidEmailCodeError,
} from '../errors.js'
import { type FrameSession, frameEmailVerifyRoute } from '../routes.js'

export type VerifyEmailCodeParameters = {
  email: string
  /** The emailed one-time code (6 digits). */
  code: string
  /** The origin of the dapp page that embeds the frame; the session is bound to it. */
  origin: string
  deviceId: string
  signal?: AbortSignal | undefined
}

export type VerifyEmailCodeReturnType = FrameSession

export type VerifyEmailCodeErrorType =
  | InvalidEmailCodeError
  | EmailCodeExpiredError
  | FrameRateLimitedError
  | FrameOriginNotAllowedError
  | RequestErrorType

/**
 * Trades an emailed code for a frame session (`POST /v1/frame/email/verify`). Keep the token in
 * frame storage only. A wrong code throws 'Invalid code' (with the attempts left); a used,
 * expired or spent one 'Code expired'.
 *
 * @example const { token, user } = await verifyEmailCode(client, { email, code, origin, deviceId })
 */
export function verifyEmailCode(
  client: BlockchainApiClient,
  parameters: VerifyEmailCodeParameters,
): Promise<VerifyEmailCodeReturnType> {
  return callFrameRoute(client, frameEmailVerifyRoute, {
    body: {
      email: parameters.email,
      code: parameters.code,
      origin: parameters.origin,
      deviceId: parameters.deviceId,
    },
    signal: parameters.signal,
  })
}
