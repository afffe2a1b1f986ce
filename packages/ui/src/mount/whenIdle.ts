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
