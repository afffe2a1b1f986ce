import { useRef, useState } from 'react'
import { useShownEffect } from './useShownEffect.js'

/**
 * The open state of a picker shown inside a form, and the button that opens it: closing gives
 * focus back to that button.
 */
export function useTokenPickerState() {
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)
  useShownEffect(() => {
    if (open) wasOpen.current = true
    else if (wasOpen.current) {
      wasOpen.current = false
      opener.current?.focus()
    }
  }, [open])
  return { open, opener, show: () => setOpen(true), close: () => setOpen(false) }
}
