import type { AppKit } from '@airlock/core'

/**
 * The instances a binding's createAppKit made and has not destroyed, oldest first. The
 * `<appkit-*>` elements, and a binding's hooks with no instance of their own, use the newest.
 * These are pointers to instances, not state; each instance owns its state.
 */
const registry: { live: AppKit[]; listeners: Set<() => void> } = {
  live: [],
  listeners: new Set(),
}

/**
 * Makes `appKit` the default instance until it is unregistered. Unregistering an instance that is
 * not the newest leaves the default as it is; unregistering the newest hands over to the newest
 * one still live.
 *
 * @example const unregister = registerDefaultAppKit(appKit) // in createAppKit; call on destroy
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

/**
 * Calls `listener` whenever the default instance changes; returns the unsubscribe.
 *
 * @example const stop = watchDefaultAppKit(() => render(getDefaultAppKit()))
 */
export function watchDefaultAppKit(listener: () => void): () => void {
  registry.listeners.add(listener)
  return () => registry.listeners.delete(listener)
}

/**
 * The newest instance a createAppKit made and has not destroyed, or undefined.
 *
 * @example const appKit = getDefaultAppKit()
 */
export function getDefaultAppKit(): AppKit | undefined {
  return registry.live.at(-1)
}
