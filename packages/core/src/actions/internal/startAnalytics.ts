import type { AppKit } from '../../createAppKit.js'
import type { AppKitEvent } from '../../events/types.js'

/**
 * Starts sending tracked events to the analytics sink. Events wait in a buffer and leave when the
 * page is idle: the sender loads then, and later events are flushed on the next idle callback, so
 * a click that opens the modal never pays for a request. None is lost. Returns the stop.
 */
export function startAnalytics(appKit: AppKit): () => void {
  const pending: AppKitEvent[] = []
  let forward: ((event: AppKitEvent) => void) | undefined
  let cancelFlush: (() => void) | undefined
  let stopped = false
  const flush = () => {
    cancelFlush = undefined
    if (!forward || stopped) return
    for (const event of pending.splice(0)) forward(event)
  }
  const unsubscribe = appKit.events.subscribe((event) => {
    pending.push(event)
    if (forward) cancelFlush ??= whenIdle(flush)
  })
  // The sender loads once the page is idle: the first paint never waits for the data-API contract.
  const cancelLoad = whenIdle(() => {
    import('./forwardAnalytics.js')
      .then(({ createAnalyticsForwarder }) => {
        if (stopped) return
        forward = createAnalyticsForwarder(appKit)
        flush()
      })
      .catch(() => {
        // Analytics never breaks the modal.
        pending.length = 0
      })
  })
  return () => {
    stopped = true
    cancelLoad()
    cancelFlush?.()
    unsubscribe()
  }
}

type IdleGlobal = {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number
  cancelIdleCallback?: (handle: number) => void
}

/** Runs `callback` when the page is idle (at the latest after 2 s); returns a cancel. */
function whenIdle(callback: () => void): () => void {
  const idle = globalThis as IdleGlobal
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(callback, { timeout: 2_000 })
    return () => idle.cancelIdleCallback?.(handle)
  }
  const handle = setTimeout(callback, 50)
  return () => clearTimeout(handle)
}
