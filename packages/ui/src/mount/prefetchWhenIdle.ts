import { type AppKit, afterNextPaint, selectOpeningView, watchState } from '@airlock/core'
import { onceViewShown, prefetchViews } from '../components/lazyViews.js'
import { whenIdle } from './whenIdle.js'

/**
 * Keeps the modal's next steps loading while the page is idle: the dialog, the view an open would
 * show and the likeliest step from it; once open, every step from the view showing. Follows the
 * visitor as they connect and move between views. Returns the stop.
 *
 * With `preload: 'intent'` the visitor's intent has loaded the first view (one chunk): the other
 * views wait until the modal has opened and its first view has shown with its content and painted,
 * so they never compete with it (on a slow device the dialog may paint before its view's chunk or
 * texts are in).
 */
export function prefetchWhenIdle(appKit: AppKit, view: Window | null): () => void {
  let cancel: (() => void) | undefined
  let shown = appKit.options.preload !== 'intent'
  const prefetch = () => {
    cancel = undefined
    const { modal, router } = appKit.state
    const showing = modal.open
    prefetchViews(appKit, showing ? router.view : selectOpeningView(appKit), { showing }).catch(
      () => {
        // A failed prefetch is retried when the view is opened.
      },
    )
  }
  const schedule = () => {
    if (cancel) return
    if (shown) {
      cancel = whenIdle(view, prefetch)
      return
    }
    if (!appKit.state.modal.open) return
    let cancelPaint: (() => void) | undefined
    let cancelIdle: (() => void) | undefined
    const cancelShown = onceViewShown(appKit, () => {
      cancelPaint = afterNextPaint(
        () => {
          shown = true
          cancelIdle = whenIdle(view, prefetch)
        },
        { view: view ?? undefined },
      )
    })
    cancel = () => {
      cancelShown()
      cancelPaint?.()
      cancelIdle?.()
    }
  }
  schedule()
  const unsubscribes = [
    watchState(appKit, schedule, (state) => state.modal),
    watchState(appKit, schedule, (state) => state.router),
    watchState(appKit, schedule, (state) => state.chains),
  ]
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe()
    cancel?.()
  }
}
