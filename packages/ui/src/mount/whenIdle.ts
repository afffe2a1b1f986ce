/** Runs `callback` when the browser is idle (or soon, where it cannot tell); returns a cancel. */
export function whenIdle(view: Window | null, callback: () => void): () => void {
  if (!view) return () => {}
  if (typeof view.requestIdleCallback === 'function') {
    const handle = view.requestIdleCallback(callback, { timeout: 3_000 })
    return () => view.cancelIdleCallback(handle)
  }
  const handle = view.setTimeout(callback, 300)
  return () => view.clearTimeout(handle)
}

/**
 * Runs `callback` once the page has loaded and its network has been quiet for `quietMs` (no
 * resource finished loading meanwhile; a request still in flight cannot be seen until it ends), and
 * then the browser is idle; at the latest `maxWaitMs` after the load. Returns a cancel.
 */
export function whenNetworkQuiet(
  view: Window | null,
  callback: () => void,
  { quietMs = 1_000, maxWaitMs = 10_000 }: { quietMs?: number; maxWaitMs?: number } = {},
): () => void {
  if (!view) return () => {}
  let cancelled = false
  let cancelIdle: (() => void) | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let lastActivity = view.performance.now()
  // The page's own constructor: the window may be another frame's.
  const Observer = (view as Window & { PerformanceObserver?: typeof PerformanceObserver })
    .PerformanceObserver
  const observer =
    typeof Observer === 'function'
      ? new Observer(() => {
          lastActivity = view.performance.now()
        })
      : undefined
  try {
    observer?.observe({ type: 'resource' })
  } catch {
    // No resource timing here: the load and the idle callback decide alone.
  }
  const finish = () => {
    observer?.disconnect()
    if (!cancelled) cancelIdle = whenIdle(view, callback)
  }
  const afterLoad = () => {
    const deadline = view.performance.now() + maxWaitMs
    lastActivity = view.performance.now()
    const check = () => {
      if (cancelled) return
      const now = view.performance.now()
      const quietFor = now - lastActivity
      if (quietFor >= quietMs || now >= deadline) finish()
      else timer = setTimeout(check, Math.min(quietMs - quietFor, deadline - now))
    }
    check()
  }
  if (view.document.readyState === 'complete') afterLoad()
  else view.addEventListener('load', afterLoad, { once: true })
  return () => {
    cancelled = true
    observer?.disconnect()
    view.removeEventListener('load', afterLoad)
    if (timer !== undefined) clearTimeout(timer)
    cancelIdle?.()
  }
}
