import { type AppKit, getTextDirection, watchState, watchStateKey } from '@airlock/core'
import { startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { ModalRoot } from '../components/ModalRoot.js'
import { adoptStyles } from '../styles/adoptStyles.js'
import { modalStyles } from '../styles/modalStyles.js'
import { applyTheme } from '../theme/applyTheme.js'
import { prefetchWhenIdle } from './prefetchWhenIdle.js'
import { whenIdle } from './whenIdle.js'

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
 * inside. The host goes in at once; its stylesheet and views follow when the page is idle, or as
 * soon as something must show (the modal opens, a toast, an announcement), so the page's first
 * paint never waits for them. Call it in the browser; it does nothing at import.
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

  let unmountViews: (() => void) | undefined
  const mountViews = () => {
    if (unmountViews) return
    adoptStyles(shadow, modalStyles)
    const root = createRoot(container)
    if (appKit.state.modal.open) root.render(<ModalRoot appKit={appKit} />)
    // Mounted while idle: in a transition, so anything the page renders meanwhile goes first.
    else startTransition(() => root.render(<ModalRoot appKit={appKit} />))
    const cancelPrefetch = prefetchWhenIdle(appKit, view)
    unmountViews = () => {
      cancelPrefetch()
      root.unmount()
    }
  }
  // Embedded, the modal is part of the page and shows at once.
  const cancelIdleMount = whenIdle(view, mountViews)
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
    cancelIdleMount()
    for (const stop of stopWatching) stop()
    stopTheme()
    unmountViews?.()
    host.remove()
  }
}
