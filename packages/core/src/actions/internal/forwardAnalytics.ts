import { getAnalyticsConfig, HttpRequestError, sendAnalyticsEvent } from '@airlock/blockchain-api'
import type { AppKit } from '../../createAppKit.js'
import type { AppKitEvent } from '../../events/types.js'
import { addAlert } from './reportApiError.js'

/**
 * Sends the instance's tracked events to its server's analytics sink (`POST /e`, spec §7) once
 * `/getAnalyticsConfig` says the project records them; MODAL_CREATED is never sent. Each event is
 * sent on its own, never awaited by the UI; error events stay in the page; failures are dropped, and a 403 shows the allow-list
 * alert once. Loaded on demand by startAnalytics, so the data-API contract stays out of the first
 * paint.
 */
export function createAnalyticsForwarder(appKit: AppKit): (event: AppKitEvent) => void {
  let enabled: Promise<boolean> | undefined
  return (event) => {
    if (event.data.type !== 'track' || event.data.event === 'MODAL_CREATED') return
    enabled ??= getAnalyticsConfig(appKit.api).then((config) => config.isAnalyticsEnabled)
    const page = globalThis.location
    enabled
      .then((on) => {
        if (!on) return
        return sendAnalyticsEvent(appKit.api, {
          url: page?.href ?? appKit.options.metadata?.url ?? '',
          domain: page?.host ?? '',
          timestamp: event.timestamp,
          props: { ...event.data },
        })
      })
      .catch((error: unknown) => {
        if (error instanceof HttpRequestError && error.status === 403) {
          addAlert(appKit, {
            id: 'ORIGIN_NOT_ALLOWED',
            variant: 'error',
            message: 'invalidAppConfiguration',
            description: 'invalidAppConfigurationDescription',
          })
        }
      })
  }
}
