import type { AppKit } from '../../createAppKit.js'
import type { AppKitEvent } from '../../events/types.js'

/**
 * Starts sending tracked events to the analytics sink. The sender loads when the page is idle;
 * events tracked before it arrives wait in a buffer, so none is lost. Returns the stop.
 */
export function startAnalytics(appKit: AppKit): () => void {
  const pending: AppKitEvent[] = []
  let forward: ((event: AppKitEvent) => void) | undefined
  let stopped = false
  const unsubscribe = appKit.events.subscribe((event) => {
    if (forward) forward(event)
    else pending.push(event)
  })
  // Loaded once the page is idle: the first paint never waits for the data-API contract.
  whenIdle()
    .then(() => import('./forwardAnalytics.js'))
    .then(({ createAnalyticsForwarder }) => {
      if (stopped) return
      forward = createAnalyticsForwarder(appKit)
      for (const event of pending.splice(0)) forward(event)
    })
    .catch(() => {
      // Analytics never breaks the modal.
      pending.length = 0
    })
  return () => {
    stopped = true
    unsubscribe()
  }
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = (
      globalThis as {
        requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => void
      }
    ).requestIdleCallback
    if (idle) idle(() => resolve(), { timeout: 5_000 })
    else setTimeout(resolve, 1_000)
  })
}
