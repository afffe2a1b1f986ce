import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestEmpty } from '../client/request.js'
import { type AnalyticsEvent, analyticsEventRoute } from '../routes/analytics.js'

export type SendAnalyticsEventParameters = {
  /** Defaults to a random UUID. */
  eventId?: string | undefined
  url: string
  domain: string
  /** Defaults to now (ms). */
  timestamp?: number | undefined
  /** `{ type: 'track', event: 'SEARCH_WALLET', properties: {...} }` and the like. */
  props: AnalyticsEvent['props']
  signal?: AbortSignal | undefined
}

/**
 * Records one event in the project's analytics (`POST /e`). The caller decides whether analytics
 * is enabled and never sends MODAL_CREATED.
 *
 * @example
 * await sendAnalyticsEvent(client, { url: location.href, domain: location.host,
 *   props: { type: 'track', event: 'SEARCH_WALLET', properties: { search: 'rab' } } })
 */
export function sendAnalyticsEvent(
  client: BlockchainApiClient,
  parameters: SendAnalyticsEventParameters,
): Promise<void> {
  return requestEmpty(client, analyticsEventRoute, {
    body: {
      eventId: parameters.eventId ?? crypto.randomUUID(),
      url: parameters.url,
      domain: parameters.domain,
      timestamp: parameters.timestamp ?? Date.now(),
      props: parameters.props,
    },
    signal: parameters.signal,
  })
}
