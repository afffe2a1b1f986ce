/**
 * How long the card must have been really visible, without a break, before a gated button (Approve,
 * 'Link logins', the recovery phrase) enables (ms). Any loss of visibility starts it over.
 */
export const visibilityHoldTime = 800

/** How often the browser may report a change of visibility (IntersectionObserver v2 needs ≥ 100 ms). */
export const visibilityCheckDelay = 100

/** The share of the card that must lie inside the viewport (the embedding page may clip the frame). */
const minimumVisibleRatio = 0.99

/** The parts of a window the gate reads (the frame's own window; injectable for tests). */
export type VisibilityGateWindow = {
  readonly document: Pick<Document, 'visibilityState' | 'hasFocus'> & {
    addEventListener(type: 'visibilitychange', listener: () => void): void
    removeEventListener(type: 'visibilitychange', listener: () => void): void
  }
  readonly IntersectionObserver?: typeof IntersectionObserver | undefined
  readonly IntersectionObserverEntry?: typeof IntersectionObserverEntry | undefined
  /** The top-level window: a window that is its own top (the approval window) must have focus. */
  readonly top: unknown
  addEventListener(type: 'focus' | 'blur', listener: () => void): void
  removeEventListener(type: 'focus' | 'blur', listener: () => void): void
  setTimeout(handler: () => void, timeout: number): ReturnType<typeof setTimeout>
  clearTimeout(id: ReturnType<typeof setTimeout> | undefined): void
}

/**
 * Whether the browser reports real visibility (IntersectionObserver v2's `isVisible`: not covered,
 * not transparent, not filtered or transformed by the embedding page). Chromium does; Firefox and
 * Safari do not.
 */
export function supportsVisibilityTracking(window: Partial<VisibilityGateWindow>): boolean {
  const Entry = window.IntersectionObserverEntry
  return (
    typeof window.IntersectionObserver === 'function' &&
    typeof Entry === 'function' &&
    'isVisible' in Entry.prototype
  )
}

export type CreateVisibilityGateParameters = {
  /**
   * What must be visible: the whole card (its text and its buttons), never a button alone, whose
   * own `opacity` while disabled would read as invisible.
   */
  target: Element
  window: VisibilityGateWindow
  /** Called with `true` once the hold time has passed, with `false` at once on any loss. */
  onChange(open: boolean): void
  /** Default `visibilityHoldTime`. */
  holdTime?: number | undefined
}

export type VisibilityGate = {
  /** Whether the gated action may run now. */
  readonly isOpen: boolean
  /** Stops watching (the gate stays closed). */
  stop(): void
}

/**
 * Opens a gate after `target` has been really visible for the hold time, and closes it at once
 * when it stops being so, against click-jacking by the embedding page (F3): with IntersectionObserver
 * v2 (`trackVisibility`), an iframe made transparent, covered, filtered or moved off-screen closes
 * it. Without v2 (Firefox, Safari) only the time, the page's visibility and, in a top-level
 * window, its focus are known: unsafe approvals then go to a window of the frame's origin instead
 * (`selectApprovalPlace`). A hidden document, and a top-level window without focus, close it too.
 *
 * @example
 * const gate = createVisibilityGate({ target: card, window, onChange: (open) => (approve.disabled = !open) })
 */
export function createVisibilityGate(parameters: CreateVisibilityGateParameters): VisibilityGate {
  const { target, window, onChange } = parameters
  const holdTime = parameters.holdTime ?? visibilityHoldTime
  const tracking = supportsVisibilityTracking(window)
  const topLevel = window.top === window
  const Observer = window.IntersectionObserver
  let seen = typeof Observer !== 'function'
  let focused = !topLevel || window.document.hasFocus()
  let open = false
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined

  function update() {
    const visible = !stopped && seen && focused && window.document.visibilityState === 'visible'
    if (!visible) {
      window.clearTimeout(timer)
      timer = undefined
      if (open) {
        open = false
        onChange(false)
      }
      return
    }
    if (open || timer !== undefined) return
    timer = window.setTimeout(() => {
      timer = undefined
      open = true
      onChange(true)
    }, holdTime)
  }

  const observer =
    typeof Observer === 'function'
      ? new Observer(
          (entries) => {
            const entry = entries[entries.length - 1]
            if (!entry) return
            seen =
              entry.isIntersecting &&
              entry.intersectionRatio >= minimumVisibleRatio &&
              (!tracking || (entry as { isVisible?: boolean }).isVisible === true)
            update()
          },
          {
            threshold: [0, minimumVisibleRatio],
            ...(tracking ? { trackVisibility: true, delay: visibilityCheckDelay } : {}),
          } as IntersectionObserverInit,
        )
      : undefined
  observer?.observe(target)

  const onVisibilityChange = () => {
    if (observer && window.document.visibilityState === 'visible') {
      // A hidden page's observer may not report again: observe afresh for a new first report.
      seen = false
      observer.unobserve(target)
      observer.observe(target)
    }
    update()
  }
  const onFocus = () => {
    focused = true
    update()
  }
  const onBlur = () => {
    focused = false
    update()
  }
  window.document.addEventListener('visibilitychange', onVisibilityChange)
  if (topLevel) {
    window.addEventListener('focus', onFocus)
    window.addEventListener('blur', onBlur)
  }
  update()

  return {
    get isOpen() {
      return open
    },
    stop() {
      if (stopped) return
      stopped = true
      observer?.disconnect()
      window.document.removeEventListener('visibilitychange', onVisibilityChange)
      window.removeEventListener('focus', onFocus)
      window.removeEventListener('blur', onBlur)
      update()
    },
  }
}
