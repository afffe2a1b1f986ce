import type { AppKit } from '@airlock/core'
import { startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { subscribe } from 'valtio/vanilla'
import { ModalRoot } from '../components/ModalRoot.js'
import { adoptStyles } from '../styles/adoptStyles.js'
import { modalStyles } from '../styles/modalStyles.js'
import { applyTheme } from '../theme/applyTheme.js'
import { prefetchWhenIdle } from './prefetchWhenIdle.js'

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
 * inside. Call it in the browser; it does nothing at import.
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
  const host = ownerDocument.createElement(modalElementName)
  const shadow = host.attachShadow({ mode: 'open' })
  adoptStyles(shadow, modalStyles)
  const container = ownerDocument.createElement('div')
  shadow.append(container)
  applyTheme(host, appKit.state.theme)
  ;(target ?? ownerDocument.body).append(host)

  const stopTheme = subscribe(appKit.state.theme, () => applyTheme(host, appKit.state.theme))
  const root = createRoot(container)
  // A transition: the page's own first render (the connect button included) goes first.
  startTransition(() => root.render(<ModalRoot appKit={appKit} />))
  const cancelPrefetch = prefetchWhenIdle(appKit, ownerDocument.defaultView)

  return () => {
    cancelPrefetch()
    stopTheme()
    root.unmount()
    host.remove()
  }
}
