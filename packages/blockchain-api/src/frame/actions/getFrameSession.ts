import type { BlockchainApiClient } from '../../client/createBlockchainApiClient.js'
import { callFrameRoute } from '../callFrameRoute.js'
import { FrameSessionExpiredError } from '../errors.js'
import { type FrameSessionInfo, frameSessionRoute } from '../routes.js'

export type GetFrameSessionParameters = { token: string; signal?: AbortSignal | undefined }

/** The session, or undefined when it is unknown, signed out or expired. */
export type GetFrameSessionReturnType = FrameSessionInfo | undefined

/**
 * Checks a frame session (`GET /v1/frame/session`): its user, dapp origin and expiry.
 *
 * @example const session = await getFrameSession(client, { token })
 */
export async function getFrameSession(
  client: BlockchainApiClient,
  parameters: GetFrameSessionParameters,
): Promise<GetFrameSessionReturnType> {
  try {
    return await callFrameRoute(client, frameSessionRoute, {
      token: parameters.token,
      signal: parameters.signal,
    })
  } catch (error) {
    if (error instanceof FrameSessionExpiredError) return undefined
    throw error
  }
}
