import type { AppKitEvent } from '@airlock/core'
import { readThrough, requireAppKit, useAppKitSelection } from './useAppKitSelection.js'

export type UseAppKitEventsReturn =
  | AppKitEvent
  | { timestamp: number; data: { type: 'track'; event: undefined } }

const noEvent: UseAppKitEventsReturn = { timestamp: 0, data: { type: 'track', event: undefined } }

/**
 * The latest tracked event (`MODAL_OPEN`, `CONNECT_SUCCESS`, …), in AppKit's shape: a reactive
 * object whose `timestamp` and `data` change with each event. Throws before createAppKit.
 *
 * @example const event = useAppKitEvents(); watch(() => event.data.event, (name) => log(name))
 */
export function useAppKitEvents(): Readonly<UseAppKitEventsReturn> {
  requireAppKit('useAppKitEvents')
  // By identity: every event is news, even one equal to the last.
  const event = useAppKitSelection(
    (state) => (state.lastEvent as AppKitEvent | undefined) ?? noEvent,
    noEvent,
    Object.is,
  )
  return readThrough(event)
}
