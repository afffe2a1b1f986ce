import type { BlockchainApiClient } from '../../client/createBlockchainApiClient.js'
import { callFrameRouteEmpty } from '../callFrameRoute.js'
import { FrameSessionExpiredError } from '../errors.js'
import { frameSignOutRoute } from '../routes.js'

export type SignOutFrameParameters = { token: string; signal?: AbortSignal | undefined }

/**
 * Ends a frame session (`POST /v1/frame/session/revoke`). Signing out a session that already
 * ended succeeds.
 *
 * @example await signOutFrame(client, { token })
 */
export async function signOutFrame(
  client: BlockchainApiClient,
  parameters: SignOutFrameParameters,
): Promise<void> {
  try {
    await callFrameRouteEmpty(client, frameSignOutRoute, {
      token: parameters.token,
      signal: parameters.signal,
    })
  } catch (error) {
    if (error instanceof FrameSessionExpiredError) return
    throw error
  }
}
