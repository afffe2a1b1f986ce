import { type AppKit, type AppKitState, getStateSnapshot, watchState } from '@airlock/core'
import { createContext, useCallback, useContext, useRef, useSyncExternalStore } from 'react'

const HydrationStateContext = createContext<AppKitState | undefined>(undefined)

/**
 * The state snapshot markup drawn without React was drawn from (`renderConnectButtonShell`):
 * React hydrates that markup with it, so the first render matches what is on the page even when
 * the state has moved on since (a connection restored meanwhile), then renders the current state.
 */
export const HydrationStateProvider = HydrationStateContext.Provider

/**
 * Reads from an instance's state. The selector runs on a frozen snapshot, typed as `AppKitState`
 * so core's selectors apply to it directly (never mutate it); the component re-renders only when
 * the selection changes by value. One subscription per call, and no tracking proxies: snapshots
 * keep the identity of every part that did not change, so comparing selections is cheap.
 *
 * @example const open = useStore(appKit, (state) => state.modal.open)
 */
export function useStore<T>(
  appKit: AppKit,
  selector: (state: AppKitState) => T,
  /** When two selections count as the same; default: equal by value. */
  isEqual: (previous: T, next: T) => boolean = isEqualSelection,
): T {
  const last = useRef<{ selection: T } | undefined>(undefined)
  const lastHydrated = useRef<{ selection: T } | undefined>(undefined)
  const hydrationState = useContext(HydrationStateContext)
  const subscribeToState = useCallback(
    (onChange: () => void) => watchState(appKit, onChange),
    [appKit],
  )
  // Runs with this render's selector; an equal selection keeps the previous value's identity.
  const select = () => {
    const selection = selector(getStateSnapshot(appKit))
    if (last.current && isEqual(last.current.selection, selection)) {
      return last.current.selection
    }
    last.current = { selection }
    return selection
  }
  // What hydration (and a server render) reads: the drawn-from snapshot when there is one.
  const selectHydrated = hydrationState
    ? () => {
        const selection = selector(hydrationState)
        if (lastHydrated.current && isEqual(lastHydrated.current.selection, selection)) {
          return lastHydrated.current.selection
        }
        lastHydrated.current = { selection }
        return selection
      }
    : select
  return useSyncExternalStore(subscribeToState, select, selectHydrated)
}

/** Equal by value: the same primitive or object, or arrays and plain objects with equal entries. */
export function isEqualSelection(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (Array.isArray(a)) {
    return (
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => isEqualSelection(item, b[index]))
    )
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false
  const keys = Object.keys(a)
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && isEqualSelection(a[key], b[key]))
  )
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}
