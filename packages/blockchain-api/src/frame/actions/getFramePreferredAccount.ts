import type { BlockchainApiClient } from '../../client/createBlockchainApiClient.js'
import { callFrameRoute } from '../callFrameRoute.js'
import { type FramePreferredAccount, framePreferredAccountRoute } from '../routes.js'

export type GetFramePreferredAccountParameters = { token: string; signal?: AbortSignal | undefined }

export type GetFramePreferredAccountReturnType = FramePreferredAccount

/**
 * The session user's preferred account type on eip155 (`GET /v1/frame/preferred-account`), null
 * until chosen.
 *
 * @example const { preferredAccountType } = await getFramePreferredAccount(client, { token })
 */
export function getFramePreferredAccount(
  client: BlockchainApiClient,
  parameters: GetFramePreferredAccountParameters,
): Promise<GetFramePreferredAccountReturnType> {
  return callFrameRoute(client, framePreferredAccountRoute, {
    token: parameters.token,
    signal: parameters.signal,
  })
}
