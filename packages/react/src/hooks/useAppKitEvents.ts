import type { AppKitEvent } from '@airlock/core'
import { useAppKitSelector } from './useAppKitSelector.js'

export type UseAppKitEventsReturnType =
  | AppKitEvent
  | { timestamp: number; data: { type: 'track'; event: undefined } }

/**
 * The latest tracked event (`MODAL_OPEN`, `CONNECT_SUCCESS`, …), in AppKit's shape.
 *
 * @example const { data } = useAppKitEvents(); if (data.event === 'CONNECT_SUCCESS') …
 */
export function useAppKitEvents(): UseAppKitEventsReturnType {
  // By identity: every event is news, even one equal to the last.
  const lastEvent = useAppKitSelector((state) => state.lastEvent as AppKitEvent | undefined, {
    hookName: 'useAppKitEvents',
    isEqual: Object.is,
  })
  return lastEvent ?? { timestamp: 0, data: { type: 'track', event: undefined } }
}
