import type { AppKit, AppKitState } from '@airlock/core'
import { useSnapshot } from 'valtio/react'

/**
 * Reads from an instance's state. The component re-renders only when what `selector` touched
 * changes (valtio tracks property access on the snapshot). The selector receives a frozen
 * snapshot, typed as `AppKitState` so core's selectors apply to it directly; never mutate it.
 *
 * @example const open = useStore(appKit, (state) => state.modal.open)
 */
export function useStore<T>(appKit: AppKit, selector: (state: AppKitState) => T): T {
  return selector(useSnapshot(appKit.state) as AppKitState)
}
