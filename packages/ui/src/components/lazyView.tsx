import type { AppKit, MessageGroup } from '@airlock/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { waitForMessages } from '../i18n/waitForMessages.js'

export type ViewProps = { appKit: AppKit }

export type LazyView = {
  /** Starts loading the view's chunk; once loaded, the view renders without suspending. */
  prefetch: () => Promise<ComponentType<ViewProps>>
  /** The loaded component, once its chunk is in. */
  loaded: () => ComponentType<ViewProps> | undefined
  /** Suspends until the chunk is in (used before it is). */
  suspending: LazyExoticComponent<ComponentType<ViewProps>>
  /** The catalogue's groups its texts are in, loaded with it. */
  groups: readonly MessageGroup[]
}

/**
 * A view loaded on first use (its own chunk), which can also be fetched ahead while idle; its texts
 * (`groups` of the catalogue; the dialog's own by default) load beside it.
 */
export function lazyView(
  load: () => Promise<ComponentType<ViewProps>>,
  groups: readonly MessageGroup[] = ['modal'],
): LazyView {
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
    groups,
  }
}

/**
 * Renders a lazy view: directly when it and its texts are in, else suspending (Suspense) until
 * they are.
 */
export function LazyViewRenderer({ view, appKit }: { view: LazyView; appKit: AppKit }) {
  // The chunk loads beside the texts, not after them (a failure shows when it suspends below).
  if (!view.loaded()) view.prefetch().catch(() => undefined)
  waitForMessages(appKit, view.groups)
  const Loaded = view.loaded()
  const Suspending = view.suspending
  return Loaded ? <Loaded appKit={appKit} /> : <Suspending appKit={appKit} />
}
