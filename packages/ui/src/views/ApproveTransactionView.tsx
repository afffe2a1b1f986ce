import { useRef } from 'react'
import type { ViewProps } from '../components/lazyView.js'
import { useShownEffect } from '../components/useShownEffect.js'
import { text } from '../i18n/text.js'
import { emailStyles } from '../styles/emailStyles.js'

/**
 * The host of the wallet frame while it needs the visitor (spec §2 ApproveTransaction): an empty
 * area the frame is placed over. The request, Approve and Reject are drawn by the frame on its own
 * origin, so this page can neither read the key nor click Approve; there are no buttons here.
 */
export function ApproveTransactionView({ appKit }: ViewProps) {
  const host = useRef<HTMLDivElement>(null)
  useShownEffect(() => {
    const element = host.current
    const auth = appKit.auth
    if (!element || !auth) return
    let still = false
    let left = false
    const place = () => {
      if (!still || left) return
      const rect = element.getBoundingClientRect()
      auth.place({ top: rect.top, left: rect.left, width: rect.width, height: rect.height })
    }
    // The frame shows once the dialog holds still (the view's entrance, the height's transition):
    // a card that moved under the pointer right after it showed would take a click meant for
    // where it was. Placed again 500 ms on, which moves it only if something moved the area since.
    const card = element.closest('.card')
    const moving =
      typeof card?.getAnimations === 'function' ? card.getAnimations({ subtree: true }) : []
    const settle = () => {
      still = true
      place()
    }
    const settled = setTimeout(settle, 500)
    void Promise.all(moving.map((animation) => animation.finished.catch(() => undefined))).then(
      settle,
    )
    // Then the window may change: follow the area.
    const observer =
      typeof ResizeObserver === 'function' ? new ResizeObserver(() => place()) : undefined
    observer?.observe(element)
    window.addEventListener('resize', place)
    window.addEventListener('scroll', place, true)
    return () => {
      clearTimeout(settled)
      left = true
      observer?.disconnect()
      window.removeEventListener('resize', place)
      window.removeEventListener('scroll', place, true)
      auth.place(undefined)
    }
  }, [appKit])
  return (
    <div ref={host} className="approve-host" role="status">
      <style>{emailStyles}</style>
      <p className="sr-only">{text(appKit, 'approveDescription')}</p>
    </div>
  )
}
