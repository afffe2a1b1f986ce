import { type AppKit, requestCloseModal } from '@airlock/core'
import { useId, useRef } from 'react'
import { getDeepActiveElement } from '../focus/getDeepActiveElement.js'
import { moveFocusWithTab } from '../focus/moveFocusWithTab.js'
import { useStore } from '../store/useStore.js'
import { phoneStyles } from '../styles/phoneStyles.js'
import { AlertBanner } from './AlertBanner.js'
import { AnimatedHeight } from './AnimatedHeight.js'
import { Header } from './Header.js'
import { Spinner } from './Spinner.js'
import { useShownEffect } from './useShownEffect.js'
import { ViewRouter } from './ViewRouter.js'

/**
 * The open modal: a labelled, modal dialog that keeps focus inside (Tab and Shift+Tab wrap), closes
 * on Escape or a backdrop click when allowed, and gives focus back to the opener when it goes.
 * On a phone it is a bottom sheet with 44 px touch targets (phoneStyles). While the dapp says it is
 * loading (AppKit's `setLoading(true)`, once set-up is over), a spinner stands in for the view, which
 * stays mounted, hidden, so it keeps its state.
 */
export function Dialog({ appKit }: { appKit: AppKit }) {
  const titleId = useId()
  const overlay = useRef<HTMLDivElement>(null)
  const card = useRef<HTMLDivElement>(null)
  const shake = useStore(appKit, (state) => state.modal.shake)
  // `loading` is also true during set-up, which the views show themselves.
  const busy = useStore(appKit, (state) => state.modal.loading && state.modal.initialized)

  // Runs each time the dialog shows (mounted, or revealed after rendering ahead while hidden) and
  // cleans up each time it goes.
  // Embedded (AppKit's `enableEmbedded`), it is a non-modal part of the page: no backdrop, no focus
  // trap.
  const embedded = appKit.options.enableEmbedded

  useShownEffect(() => {
    const dialog = card.current
    const backdrop = overlay.current
    if (!dialog || !backdrop || embedded) return
    const ownerDocument = dialog.ownerDocument
    // Views move focus inside a frame later: what has focus now opened the modal.
    const opener = getDeepActiveElement(ownerDocument)
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === backdrop) requestCloseModal(appKit)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        requestCloseModal(appKit)
      } else if (event.key === 'Tab') {
        moveFocusWithTab(event, dialog)
      }
    }
    ownerDocument.addEventListener('keydown', onKeyDown)
    backdrop.addEventListener('mousedown', onBackdrop)
    return () => {
      ownerDocument.removeEventListener('keydown', onKeyDown)
      backdrop.removeEventListener('mousedown', onBackdrop)
      if (opener?.isConnected) opener.focus()
    }
  }, [appKit, embedded])

  return (
    <div ref={overlay} className="overlay" data-embedded={embedded || undefined}>
      <style>{phoneStyles}</style>
      <div
        ref={card}
        className="card"
        role="dialog"
        aria-modal={!embedded}
        aria-labelledby={titleId}
        tabIndex={-1}
        data-shake={shake}
        aria-busy={busy || undefined}
      >
        <Header appKit={appKit} titleId={titleId} />
        <AlertBanner appKit={appKit} />
        <AnimatedHeight>
          {busy ? <Spinner appKit={appKit} /> : null}
          <div hidden={busy}>
            <ViewRouter appKit={appKit} />
          </div>
        </AnimatedHeight>
      </div>
    </div>
  )
}
