import type { AppKit } from '../createAppKit.js'
import { createSendState } from '../state/factories.js'

/**
 * Clears the send state (spec §4: after a send succeeds or fails, and when the network changes).
 *
 * @example resetSendState(appKit)
 */
export function resetSendState(appKit: AppKit): void {
  Object.assign(appKit.state.send, createSendState())
}
