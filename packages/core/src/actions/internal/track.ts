import type { AppKit } from '../../createAppKit.js'
import type { AppKitEventName, AppKitEventProperties } from '../../events/types.js'

/** Records an event: the latest one in state (for useAppKitEvents) and to every subscriber. */
export function track(
  appKit: AppKit,
  event: AppKitEventName,
  properties?: AppKitEventProperties,
): void {
  const value = { timestamp: Date.now(), data: { type: 'track' as const, event, properties } }
  appKit.state.lastEvent = value
  appKit.events.emit(value)
}

/** Sets the text of the polite live region. */
export function announce(appKit: AppKit, message: string): void {
  // Clearing first makes a repeated message announce again.
  appKit.state.announcement = ''
  queueMicrotask(() => {
    appKit.state.announcement = message
  })
}

/** Runs `callback` after `ms`, unless the instance is destroyed first. */
export function schedule(appKit: AppKit, ms: number, callback: () => void): void {
  const timer = setTimeout(() => {
    appKit.timers.delete(timer)
    callback()
  }, ms)
  appKit.timers.add(timer)
}
