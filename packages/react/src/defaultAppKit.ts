import type { AppKit } from '@airlock/core'
import { createContext, useContext, useSyncExternalStore } from 'react'

/**
 * The instances createAppKit made and has not destroyed, oldest first. Hooks without an
 * <AppKitProvider> above them use the newest. These are pointers to instances, not state; each
 * instance owns its state.
 */
const registry: { live: AppKit[]; listeners: Set<() => void> } = {
  live: [],
  listeners: new Set(),
}

/**
 * Makes `appKit` the default instance until it is unregistered. Unregistering an instance that is
 * not the newest leaves the default as it is; unregistering the newest hands over to the newest
 * one still live.
 */
export function registerDefaultAppKit(appKit: AppKit): () => void {
  registry.live.push(appKit)
  notify()
  return () => {
    const index = registry.live.indexOf(appKit)
    if (index < 0) return
    const wasDefault = index === registry.live.length - 1
    registry.live.splice(index, 1)
    if (wasDefault) notify()
  }
}

function notify(): void {
  for (const listener of [...registry.listeners]) listener()
}

/** Calls `listener` whenever the default instance changes; returns the unsubscribe. */
export function watchDefaultAppKit(listener: () => void): () => void {
  registry.listeners.add(listener)
  return () => registry.listeners.delete(listener)
}

export function getDefaultAppKit(): AppKit | undefined {
  return registry.live.at(-1)
}

export const AppKitContext = createContext<AppKit | undefined>(undefined)

/** The instance in context, or the default one (re-rendering when the default changes). */
export function useAppKitInstance(): AppKit | undefined {
  const scoped = useContext(AppKitContext)
  const fallback = useSyncExternalStore(watchDefaultAppKit, getDefaultAppKit, getDefaultAppKit)
  return scoped ?? fallback
}
