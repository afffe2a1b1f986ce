import type { BlockchainApiClient } from '../../client/createBlockchainApiClient.js'
import type { RequestErrorType } from '../../errors/request.js'
import { callFrameRoute, isNotFound } from '../callFrameRoute.js'
import type { FrameOriginNotAllowedError, FrameSessionExpiredError } from '../errors.js'
import { frameAuthShareRoute } from '../routes.js'

export type GetAuthShareParameters = {
  token: string
  deviceId: string
  signal?: AbortSignal | undefined
}

/** The device's auth share (base64), or undefined when it has none (a new device). */
export type GetAuthShareReturnType = string | undefined

export type GetAuthShareErrorType =
  | FrameSessionExpiredError
  | FrameOriginNotAllowedError
  | RequestErrorType

/**
 * Fetches a device's auth share (`GET /v1/frame/auth-shares/{deviceId}`). The server releases it
 * only to the session's user, to the frame's origin, while the session's dapp origin is allowed.
 *
 * @example const share = await getAuthShare(client, { token, deviceId })
 */
export async function getAuthShare(
  client: BlockchainApiClient,
  parameters: GetAuthShareParameters,
): Promise<GetAuthShareReturnType> {
  try {
    const { share } = await callFrameRoute(client, frameAuthShareRoute, {
      token: parameters.token,
      params: { deviceId: parameters.deviceId },
      signal: parameters.signal,
    })
    return share
  } catch (error) {
    if (isNotFound(error)) return undefined
    throw error
  }
}
