import type { AppKit } from '@airlock/core'
import { Suspense } from 'react'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'
import { ConnectView } from '../views/ConnectView.js'
import { LazyViewRenderer } from './lazyView.js'
import { deferredViews, notifyViewShown } from './lazyViews.js'
import { useEntrance } from './useEntrance.js'
import { useShownEffect } from './useShownEffect.js'
import { ViewFrame } from './ViewFrame.js'

/** Renders the router's current view; views not built yet fall back to Connect. */
export function ViewRouter({ appKit }: { appKit: AppKit }) {
  const view = useStore(appKit, (state) => state.router.view)
  const deferred = deferredViews[view]
  const entrance = useEntrance(appKit, view)
  return (
    <Suspense
      fallback={
        <div className="placeholder" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="sr-only">{text(appKit, 'loading')}</span>
        </div>
      }
    >
      <ViewFrame key={view} entrance={entrance}>
        {deferred ? (
          <LazyViewRenderer view={deferred} appKit={appKit} />
        ) : (
          <ConnectView appKit={appKit} />
        )}
        <ViewShown appKit={appKit} />
      </ViewFrame>
    </Suspense>
  )
}

/**
 * Commits with the view's content (inside the same Suspense boundary), and tells the listeners once
 * it shows: what waits for the first view (the next views' prefetch) starts after it.
 */
function ViewShown({ appKit }: { appKit: AppKit }) {
  useShownEffect(() => notifyViewShown(appKit), [appKit])
  return null
}
