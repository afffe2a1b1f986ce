import { type ReactNode, useEffect, useRef } from 'react'
import { getFocusableElements } from '../focus/getFocusableElements.js'

/**
 * Holds one view. When the view appears, focus moves to its first control (or the dialog), so
 * keyboard and screen-reader users follow the navigation.
 */
export function ViewFrame({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const container = ref.current
    if (!container) return
    const target =
      getFocusableElements(container)[0] ??
      container.closest<HTMLElement>('[role="dialog"]') ??
      undefined
    target?.focus()
  }, [])
  return (
    <div ref={ref} className="view">
      {children}
    </div>
  )
}
