import { type ReactNode, useRef } from 'react'
import { getFocusableElements } from '../focus/getFocusableElements.js'
import { useShownEffect } from './useShownEffect.js'

/**
 * Holds one view. When the view appears, focus moves to its first control (or the dialog) on the
 * next frame, so keyboard and screen-reader users follow the navigation; on a touch screen, a first
 * field marked `data-no-touch-autofocus` is skipped for the dialog. With `entrance`, it plays
 * the view transition (a view replacing another); the view the dialog opens with does not.
 */
export function ViewFrame({ entrance, children }: { entrance: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useShownEffect(() => {
    const container = ref.current
    const view = container?.ownerDocument.defaultView
    if (!container || !view) return
    // Focus on the next frame: a synchronous focus() forces style and layout inside React's
    // commit, delaying the view's first paint; a frame later it costs almost nothing.
    const frame = view.requestAnimationFrame(() => {
      const first = getFocusableElements(container)[0]
      // A field marked `data-no-touch-autofocus` (a search box) is left for the visitor to tap on
      // a touch screen, where focusing it would raise the keyboard over the view.
      const skip =
        first?.hasAttribute('data-no-touch-autofocus') &&
        view.matchMedia?.('(pointer: coarse)').matches
      const target =
        (skip ? undefined : first) ?? container.closest<HTMLElement>('[role="dialog"]') ?? undefined
      target?.focus()
    })
    return () => view.cancelAnimationFrame(frame)
  }, [])
  return (
    <div ref={ref} className="view" data-entrance={entrance || undefined}>
      {children}
    </div>
  )
}
