import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import { type AnalyticsEventsResponse, analyticsEventsRoute } from '../routes/analytics.js'

export type GetAnalyticsEventsParameters = {
  /** The project's owner key (never ship it to a browser). */
  ownerKey: string
  cursor?: string | undefined
  limit?: number | undefined
  signal?: AbortSignal | undefined
}

export type GetAnalyticsEventsReturnType = AnalyticsEventsResponse

/**
 * Reads the project's recorded analytics events, newest first. For the project's owner, from a
 * server or script.
 *
 * @example
 * const { data, next } = await getAnalyticsEvents(client, { ownerKey: process.env.OWNER_KEY! })
 */
export function getAnalyticsEvents(
  client: BlockchainApiClient,
  parameters: GetAnalyticsEventsParameters,
): Promise<GetAnalyticsEventsReturnType> {
  return requestJson(client, analyticsEventsRoute, {
    query: { cursor: parameters.cursor, limit: parameters.limit },
    headers: { authorization: `Bearer ${parameters.ownerKey}` },
    signal: parameters.signal,
  })
}
