import { type AppKit, AppKitNotCreatedError, type AppKitState } from '@airlock/core'
import { useSnapshot } from 'valtio/react'
import { useAppKitInstance } from '../defaultAppKit.js'

export type AppKitSnapshot = ReturnType<typeof useSnapshot<AppKitState>>

/**
 * The current instance and a tracked snapshot of its state: a component re-renders only when
 * what it read changes. Throws when createAppKit has not run yet.
 */
export function useAppKitSnapshot(hookName: 'useAppKit' | 'useAppKitEvents' = 'useAppKit'): {
  appKit: AppKit
  state: AppKitSnapshot
} {
  const appKit = useAppKitInstance()
  if (!appKit) throw new AppKitNotCreatedError(hookName)
  return { appKit, state: useSnapshot(appKit.state) }
}
