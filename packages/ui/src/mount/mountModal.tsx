import {
  type AppKit,
  getTextDirection,
  reportModalLoadError,
  watchState,
  watchStateKey,
} from '@airlock/core'
import { applyTheme } from '../theme/applyTheme.js'
import { watchIntent } from './watchIntent.js'
import { whenNetworkQuiet } from './whenIdle.js'

/** Tag name of the element that hosts the modal. */
export const modalElementName = 'airlock-modal'

export type MountModalParameters = {
  /** Where the host element goes; default `document.body`. */
  target?: HTMLElement | undefined
}
/** Removes the modal from the page. */
export type MountModalReturnType = () => void

/**
 * Puts the modal in the page: one `<airlock-modal>` element with an open shadow root holding the
 * React views, the adopted stylesheet and, on the host, the theme. Host-page styles cannot reach
 * inside. The host goes in at once; its stylesheet and views follow when the visitor shows intent
 * (a pointer, touch or focus on a modal button), with `preload: 'idle'` also when the page is
 * quiet, and as soon as something must show (the modal opens, a toast, an announcement),
 * so the page's first paint never waits for them. Call it in the browser; it does nothing at import.
 *
 * @example
 * const unmount = mountModal(appKit)
 * openModal(appKit)
 */
export function mountModal(
  appKit: AppKit,
  { target }: MountModalParameters = {},
): MountModalReturnType {
  const ownerDocument = target?.ownerDocument ?? document
  const view = ownerDocument.defaultView
  const host = ownerDocument.createElement(modalElementName)
  const shadow = host.attachShadow({ mode: 'open' })
  const container = ownerDocument.createElement('div')
  shadow.append(container)
  applyTheme(host, appKit.state.theme)
  const applyLanguage = (language: string) => {
    host.lang = language
    host.dir = getTextDirection(language)
  }
  applyLanguage(appKit.state.language)
  ;(target ?? ownerDocument.body).append(host)
  const stopTheme = watchState(
    appKit,
    () => applyTheme(host, appKit.state.theme),
    (state) => state.theme,
  )

  // The stylesheet and the views are a chunk of their own, out of the page's first load.
  let views: 'loading' | (() => void) | undefined
  let removed = false
  const mountViews = () => {
    if (views) return
    views = 'loading'
    import('./mountViews.js').then(
      (chunk) => {
        if (!removed) views = chunk.mountViews(appKit, shadow, container)
      },
      (error: unknown) => {
        // The next reason to show (an open, a toast) fetches it again.
        views = undefined
        reportModalLoadError(appKit, error)
      },
    )
  }
  // Embedded, the modal is part of the page and shows at once. Otherwise the visitor's intent (a
  // pointer, touch or focus on a modal button) loads it, and with `preload: 'idle'` also a quiet
  // page: once loaded, its network quiet for 1 s and the browser idle.
  const stopIntent = watchIntent(ownerDocument, mountViews)
  const cancelIdleMount =
    appKit.options.preload === 'idle' ? whenNetworkQuiet(view, mountViews) : () => {}
  if (appKit.options.enableEmbedded) mountViews()
  const { modal, toast } = appKit.state
  const stopWatching = [
    watchState(
      appKit,
      () => modal.open && mountViews(),
      (state) => state.modal,
    ),
    watchState(
      appKit,
      () => toast.open && mountViews(),
      (state) => state.toast,
    ),
    watchStateKey(appKit, 'announcement', (announcement) => announcement && mountViews()),
    watchStateKey(appKit, 'language', applyLanguage),
  ]

  return () => {
    stopIntent()
    cancelIdleMount()
    for (const stop of stopWatching) stop()
    stopTheme()
    removed = true
    if (typeof views === 'function') views()
    host.remove()
  }
}
