import {
  type AppKit,
  AppKitNotCreatedError,
  type AppKitState,
  getStateSnapshot,
  watchState,
} from '@airlock/core'
import { useStore } from '@airlock/ui'
import { useCallback, useRef, useSyncExternalStore } from 'react'
import { useAppKitInstance } from '../defaultAppKit.js'

type HookName = 'useAppKit' | 'useAppKitEvents'

/** The instance in context, or the one createAppKit made; throws when there is none yet. */
export function useAppKitOrThrow(hookName: HookName = 'useAppKit'): AppKit {
  const appKit = useAppKitInstance()
  if (!appKit) throw new AppKitNotCreatedError(hookName)
  return appKit
}

/**
 * A value selected from the instance's state, as the modal reads it: the component re-renders
 * only when the selection changes by value. Throws when createAppKit has not run yet.
 *
 * @example const open = useAppKitSelector((state) => state.modal.open)
 */
export function useAppKitSelector<T>(
  selector: (state: AppKitState, appKit: AppKit) => T,
  {
    hookName = 'useAppKit',
    isEqual,
  }: { hookName?: HookName; isEqual?: (previous: T, next: T) => boolean } = {},
): T {
  const appKit = useAppKitOrThrow(hookName)
  return useStore(appKit, (state) => selector(state, appKit), isEqual)
}

/**
 * Like useAppKitSelector, but without an instance it returns `fallback` instead of throwing:
 * AppKit's account, network, provider and disconnect hooks give defaults before createAppKit.
 */
export function useOptionalAppKitSelector<T>(
  selector: (state: AppKitState, appKit: AppKit) => T,
  fallback: T,
): T {
  const appKit = useAppKitInstance()
  const last = useRef<{ selection: T } | undefined>(undefined)
  const subscribe = useCallback(
    (onChange: () => void) => (appKit ? watchState(appKit, onChange) : () => {}),
    [appKit],
  )
  const select = () => {
    const selection = appKit ? selector(getStateSnapshot(appKit), appKit) : fallback
    if (last.current && isEqualByEntries(last.current.selection, selection)) {
      return last.current.selection
    }
    last.current = { selection }
    return selection
  }
  return useSyncExternalStore(subscribe, select, select)
}

/** Equal by value, for the plain objects and arrays hooks select. */
function isEqualByEntries(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keys = Object.keys(a)
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) =>
      isEqualByEntries((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  )
}
