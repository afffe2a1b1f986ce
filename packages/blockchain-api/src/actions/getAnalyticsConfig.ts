import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import { analyticsConfigRoute } from '../routes/analytics.js'

export type GetAnalyticsConfigReturnType = { isAnalyticsEnabled: boolean }

/**
 * Whether the project records analytics; `false` when the call fails.
 *
 * @example
 * const { isAnalyticsEnabled } = await getAnalyticsConfig(client)
 */
export async function getAnalyticsConfig(
  client: BlockchainApiClient,
): Promise<GetAnalyticsConfigReturnType> {
  try {
    return await requestJson(client, analyticsConfigRoute)
  } catch {
    return { isAnalyticsEnabled: false }
  }
}
