import type { BlockchainApiClient } from '../../client/createBlockchainApiClient.js'
import { callFrameRouteEmpty } from '../callFrameRoute.js'
import { frameStoreAuthShareRoute } from '../routes.js'

export type StoreAuthShareParameters = {
  token: string
  deviceId: string
  /** The auth share of this device's 2-of-2 set, base64. */
  share: string
  signal?: AbortSignal | undefined
}

/**
 * Hands the server the auth share of a device (`POST /v1/frame/auth-shares`); it replaces the
 * device's earlier one. The user's wallet must exist (`createFrameWallet`).
 *
 * @example await storeAuthShare(client, { token, deviceId, share: toBase64(authShare) })
 */
export function storeAuthShare(
  client: BlockchainApiClient,
  parameters: StoreAuthShareParameters,
): Promise<void> {
  return callFrameRouteEmpty(client, frameStoreAuthShareRoute, {
    token: parameters.token,
    body: { deviceId: parameters.deviceId, share: parameters.share },
    signal: parameters.signal,
  })
}
