import type { AppKit } from '@airlock/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

export type ViewProps = { appKit: AppKit }

export type LazyView = {
  /** Starts loading the view's chunk; once loaded, the view renders without suspending. */
  prefetch: () => Promise<ComponentType<ViewProps>>
  /** The loaded component, once its chunk is in. */
  loaded: () => ComponentType<ViewProps> | undefined
  /** Suspends until the chunk is in (used before it is). */
  suspending: LazyExoticComponent<ComponentType<ViewProps>>
}

/** A view loaded on first use (its own chunk), which can also be fetched ahead while idle. */
export function lazyView(load: () => Promise<ComponentType<ViewProps>>): LazyView {
  let loaded: ComponentType<ViewProps> | undefined
  let pending: Promise<ComponentType<ViewProps>> | undefined
  const prefetch = () => {
    pending ??= load().then(
      (component) => {
        loaded = component
        return component
      },
      (error: unknown) => {
        // Forget the failure so the next attempt fetches again.
        pending = undefined
        throw error
      },
    )
    return pending
  }
  return {
    prefetch,
    loaded: () => loaded,
    suspending: lazy(() => prefetch().then((component) => ({ default: component }))),
  }
}

/** Renders a lazy view: directly when prefetched, through Suspense otherwise. */
export function LazyViewRenderer({ view, appKit }: { view: LazyView; appKit: AppKit }) {
  const Loaded = view.loaded()
  const Suspending = view.suspending
  return Loaded ? <Loaded appKit={appKit} /> : <Suspending appKit={appKit} />
}
