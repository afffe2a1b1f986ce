import { type AppKit, selectOpeningView, watchState } from '@airlock/core'
import { prefetchViews } from '../components/lazyViews.js'
import { whenIdle } from './whenIdle.js'

/**
 * Keeps the modal's next steps loading while the page is idle: the dialog, the view an open would
 * show and the likeliest step from it; once open, every step from the view showing. Follows the
 * visitor as they connect and move between views. Returns the stop.
 */
export function prefetchWhenIdle(appKit: AppKit, view: Window | null): () => void {
  let cancel: (() => void) | undefined
  const schedule = () => {
    cancel ??= whenIdle(view, () => {
      cancel = undefined
      const { modal, router } = appKit.state
      const showing = modal.open
      prefetchViews(appKit, showing ? router.view : selectOpeningView(appKit), { showing }).catch(
        () => {
          // A failed prefetch is retried when the view is opened.
        },
      )
    })
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
