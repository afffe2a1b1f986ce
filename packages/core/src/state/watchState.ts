import { snapshot, subscribe } from 'valtio/vanilla'
import { subscribeKey } from 'valtio/vanilla/utils'
import type { AppKit } from '../createAppKit.js'
import type { AppKitState } from './types.js'

/**
 * The instance's state as a frozen snapshot. Parts that did not change since the last snapshot
 * keep their identity, so selections from two snapshots compare cheaply. Never mutate it.
 *
 * @example const open = getStateSnapshot(appKit).modal.open
 */
export function getStateSnapshot(appKit: AppKit): AppKitState {
  return snapshot(appKit.state) as AppKitState
}

/**
 * Calls `onChange` after the state changes (changes made in one task are reported once), or only
 * the part `part` picks (an object of the state, such as `(state) => state.modal`). Returns the
 * unsubscribe. Bindings build on this and `getStateSnapshot`; valtio stays inside core.
 *
 * @example const stop = watchState(appKit, () => render(), (state) => state.theme)
 */
export function watchState(
  appKit: AppKit,
  onChange: () => void,
  part?: (state: AppKitState) => object,
): () => void {
  return subscribe(part ? part(appKit.state) : appKit.state, () => onChange())
}

/**
 * Calls `onChange` with the new value whenever one top-level field of the state changes.
 *
 * @example watchStateKey(appKit, 'announcement', (text) => liveRegion.textContent = text)
 */
export function watchStateKey<key extends keyof AppKitState>(
  appKit: AppKit,
  key: key,
  onChange: (value: AppKitState[key]) => void,
): () => void {
  return subscribeKey(appKit.state, key, onChange)
}
