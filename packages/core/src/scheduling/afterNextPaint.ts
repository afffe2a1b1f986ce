export type AfterNextPaintParameters = {
  /** The window whose paint to wait for; default: this page's, if there is one. */
  view?: Window | undefined
  /** Run by then at the latest, in ms (animation frames pause in hidden or throttled pages). */
  timeout?: number | undefined
}

/**
 * Runs `callback` once the page has had its next frame: in the first task after the next
 * animation frame, so work that can wait (an adapter's set-up, React taking over a button already
 * drawn) does not delay what the page is about to paint. Runs at once where nothing paints (no
 * window, a hidden document). Returns a function that cancels it.
 *
 * @example const cancel = afterNextPaint(() => startSetup())
 */
export function afterNextPaint(
  callback: () => void,
  { view = globalThis.window, timeout = 100 }: AfterNextPaintParameters = {},
): () => void {
  if (
    typeof view?.requestAnimationFrame !== 'function' ||
    view.document?.visibilityState === 'hidden'
  ) {
    callback()
    return () => {}
  }
  let done = false
  let afterFrame: number | undefined
  const run = () => {
    if (done) return
    cancel()
    callback()
  }
  const frame = view.requestAnimationFrame(() => {
    afterFrame = view.setTimeout(run, 0)
  })
  const fallback = view.setTimeout(run, timeout)
  const cancel = () => {
    done = true
    view.cancelAnimationFrame(frame)
    view.clearTimeout(afterFrame)
    view.clearTimeout(fallback)
  }
  return cancel
}
