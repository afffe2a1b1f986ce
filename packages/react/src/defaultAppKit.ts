import type { AppKit } from '@airlock/core'
import { createContext, useContext } from 'react'

/**
 * The instance hooks use when no <AppKitProvider> is above them: the last one createAppKit made.
 * It is a pointer to an instance, not state; the instance owns its state.
 */
const registry: { current: AppKit | undefined; listeners: Set<() => void> } = {
  current: undefined,
  listeners: new Set(),
}

export function setDefaultAppKit(appKit: AppKit | undefined): void {
  registry.current = appKit
  for (const listener of [...registry.listeners]) listener()
}

/** Calls `listener` whenever the default instance changes; returns the unsubscribe. */
export function watchDefaultAppKit(listener: () => void): () => void {
  registry.listeners.add(listener)
  return () => registry.listeners.delete(listener)
}

export function getDefaultAppKit(): AppKit | undefined {
  return registry.current
}

export const AppKitContext = createContext<AppKit | undefined>(undefined)

/** The instance in context, or the default one. */
export function useAppKitInstance(): AppKit | undefined {
  return useContext(AppKitContext) ?? registry.current
}
