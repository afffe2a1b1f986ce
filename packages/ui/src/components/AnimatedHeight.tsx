import { type ReactNode, useRef } from 'react'
import { useShownLayoutEffect } from './useShownEffect.js'

/** Follows its content's height with a 150 ms transition, so the modal grows and shrinks smoothly. */
export function AnimatedHeight({ children }: { children: ReactNode }) {
  const outer = useRef<HTMLDivElement>(null)
  const inner = useRef<HTMLDivElement>(null)
  useShownLayoutEffect(() => {
    const content = inner.current
    const Observer = content?.ownerDocument.defaultView?.ResizeObserver
    if (!content || !Observer) return
    const observer = new Observer(() => {
      if (outer.current) outer.current.style.height = `${content.offsetHeight}px`
    })
    observer.observe(content)
    return () => observer.disconnect()
  }, [])
  return (
    <div ref={outer} className="body">
      <div ref={inner}>{children}</div>
    </div>
  )
}
