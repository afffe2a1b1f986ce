import type { AppKit } from '@airlock/core'
import type { ReactNode } from 'react'
import { AppKitContext } from './defaultAppKit.js'

export type AppKitProviderProps = { appKit: AppKit; children?: ReactNode }

/**
 * Scopes the hooks below it to one instance. Optional: without it, hooks use the instance
 * createAppKit made last. Useful for two instances on one page, and in tests.
 */
export function AppKitProvider({ appKit, children }: AppKitProviderProps) {
  return <AppKitContext.Provider value={appKit}>{children}</AppKitContext.Provider>
}
