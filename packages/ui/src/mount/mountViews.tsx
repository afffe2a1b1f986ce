import type { AppKit } from '@airlock/core'
import { startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { ModalRoot } from '../components/ModalRoot.js'
import { adoptStyles } from '../styles/adoptStyles.js'
import { modalStyles } from '../styles/modalStyles.js'
import { prefetchWhenIdle } from './prefetchWhenIdle.js'

/**
 * The modal's inside, loaded apart from the page's first load: adopts the stylesheet into the
 * host's shadow root and renders the views into `container`; then keeps the next steps loading
 * while the page is idle. Returns the unmount.
 */
export function mountViews(appKit: AppKit, shadow: ShadowRoot, container: HTMLElement): () => void {
  adoptStyles(shadow, modalStyles)
  const root = createRoot(container)
  if (appKit.state.modal.open) root.render(<ModalRoot appKit={appKit} />)
  // Mounted while idle: in a transition, so anything the page renders meanwhile goes first.
  else startTransition(() => root.render(<ModalRoot appKit={appKit} />))
  const cancelPrefetch = prefetchWhenIdle(appKit, shadow.ownerDocument.defaultView)
  return () => {
    cancelPrefetch()
    root.unmount()
  }
}
