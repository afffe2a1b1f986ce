import { type AppKit, AppKitNotCreatedError, type AppKitState } from '@airlock/core'
import { useStore } from '@airlock/ui'
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
