import {
  type AppKit,
  AppKitNotCreatedError,
  type AppKitState,
  getStateSnapshot,
  watchState,
} from '@airlock/core'
import { getDefaultAppKit, isEqualSelection, watchDefaultAppKit } from '@airlock/ui'
import { getCurrentScope, onScopeDispose, type Ref, shallowRef } from 'vue'

/** What the composables' errors name, as AppKit's messages do. */
export type ComposableName = 'useAppKit' | 'useAppKitEvents'

/** Runs `stop` when the component (or effect scope) that called the composable goes away. */
function stopWithScope(stop: () => void): void {
  if (getCurrentScope()) onScopeDispose(stop)
}

/** The instance createAppKit made; throws AppKit's message when there is none yet. */
export function requireAppKit(name: ComposableName = 'useAppKit'): AppKit {
  const appKit = getDefaultAppKit()
  if (!appKit) throw new AppKitNotCreatedError(name)
  return appKit
}

/**
 * A value selected from the instance's state, as a ref: the selection is computed from core's
 * frozen snapshot (nothing copied into Vue's reactivity) each time `watchState` reports a change,
 * and the ref only triggers when it changes by value. It follows the instance createAppKit made
 * (`fallback` while there is none) and stops watching when the calling scope is disposed.
 *
 * @example const open = useAppKitSelection((state) => state.modal.open, false)
 */
export function useAppKitSelection<T>(
  select: (state: AppKitState, appKit: AppKit) => T,
  fallback: T,
  isEqual: (previous: T, next: T) => boolean = isEqualSelection,
): Readonly<Ref<T>> {
  const selection = shallowRef(fallback)
  const update = (next: T) => {
    if (!isEqual(selection.value, next)) selection.value = next
  }
  let stopState = () => {}
  const follow = () => {
    stopState()
    const appKit = getDefaultAppKit()
    if (!appKit) {
      stopState = () => {}
      update(fallback)
      return
    }
    const read = () => update(select(getStateSnapshot(appKit), appKit))
    stopState = watchState(appKit, read)
    read()
  }
  follow()
  const stopDefault = watchDefaultAppKit(follow)
  stopWithScope(() => {
    stopDefault()
    stopState()
  })
  return selection
}

/**
 * An object whose fields read `source`'s current value (plus `extra`, such as setters): what
 * AppKit's `reactive({ … })` composables return, without copying the state into it. Reading a
 * field in a template or a `computed` tracks `source`.
 */
export function readThrough<T extends object, E extends object = Record<never, never>>(
  source: Readonly<Ref<T>>,
  extra?: E,
): Readonly<T & E> {
  const current = () => (extra ? { ...source.value, ...extra } : source.value) as T & E
  return new Proxy({} as T & E, {
    get: (_, key) => Reflect.get(current(), key),
    has: (_, key) => key in current(),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, key) => {
      const value = current()
      return Object.hasOwn(value, key)
        ? { value: Reflect.get(value, key), enumerable: true, configurable: true, writable: false }
        : undefined
    },
    set: () => false,
  })
}
