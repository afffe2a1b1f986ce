import type { AppKit } from '@airlock/core'
import { getDefaultAppKit, watchDefaultAppKit } from '@airlock/ui'
import { createContext, useContext, useSyncExternalStore } from 'react'

// The default instance (the newest createAppKit made and has not destroyed) is kept by
// @airlock/ui, which the `<appkit-*>` elements also read.

export const AppKitContext = createContext<AppKit | undefined>(undefined)

/** The instance in context, or the default one (re-rendering when the default changes). */
export function useAppKitInstance(): AppKit | undefined {
  const scoped = useContext(AppKitContext)
  const fallback = useSyncExternalStore(watchDefaultAppKit, getDefaultAppKit, getDefaultAppKit)
  return scoped ?? fallback
}
