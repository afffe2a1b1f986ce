import type { AppKit } from '@airlock/core'
import { createContext, useContext } from 'react'

/**
 * The instance hooks use when no <AppKitProvider> is above them: the last one createAppKit made.
 * It is a pointer to an instance, not state; the instance owns its state.
 */
const registry: { current: AppKit | undefined } = { current: undefined }

export function setDefaultAppKit(appKit: AppKit | undefined): void {
  registry.current = appKit
}

export function getDefaultAppKit(): AppKit | undefined {
  return registry.current
}

export const AppKitContext = createContext<AppKit | undefined>(undefined)

/** The instance in context, or the default one. */
export function useAppKitInstance(): AppKit | undefined {
  return useContext(AppKitContext) ?? registry.current
}
