import type { AirlockError } from '@airlock/blockchain-api'
import { ref } from 'valtio/vanilla'
import type { AppKit } from '../../createAppKit.js'
import type { AppKitErrorEvent, AppKitErrorEventName } from '../../events/types.js'

/**
 * Tells the dapp about a failure no call of its own would see: an `error` event on
 * `appKit.events` (and `state.lastEvent`), and the console in debug mode.
 */
export function reportError(
  appKit: AppKit,
  event: AppKitErrorEventName,
  error: AirlockError,
  namespace?: string,
): void {
  if (appKit.options.debug) console.error(`Airlock: ${event}`, error)
  const value: AppKitErrorEvent = {
    timestamp: Date.now(),
    data: {
      type: 'error',
      event,
      // Kept as it is: an error is not state to track.
      error: ref(error),
      properties: { namespace, code: error.code, message: error.shortMessage },
    },
  }
  appKit.state.lastEvent = value
  appKit.events.emit(value)
}
