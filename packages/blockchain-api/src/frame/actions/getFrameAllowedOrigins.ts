import type { BlockchainApiClient } from '../../client/createBlockchainApiClient.js'
import { callFrameRoute } from '../callFrameRoute.js'
import { frameAllowedOriginsRoute } from '../routes.js'

export type GetFrameAllowedOriginsParameters = { signal?: AbortSignal | undefined }

/** Origin patterns; check one with `matchOrigin`. */
export type GetFrameAllowedOriginsReturnType = string[]

/**
 * The dapp origins allowed to embed the frame for the client's project (`GET /v1/frame/origins`).
 *
 * @example
 * const allowed = await getFrameAllowedOrigins(client)
 * if (!matchOrigin(event.origin, allowed)) return
 */
export async function getFrameAllowedOrigins(
  client: BlockchainApiClient,
  parameters: GetFrameAllowedOriginsParameters = {},
): Promise<GetFrameAllowedOriginsReturnType> {
  const { allowedOrigins } = await callFrameRoute(client, frameAllowedOriginsRoute, {
    signal: parameters.signal,
  })
  return allowedOrigins
}
