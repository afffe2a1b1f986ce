import type { FrameUiWindow } from '../site/createDomUi.js'
import type { ApprovalWindowProxy } from '../site/openApprovalWindow.js'

type Observed = {
  callback: IntersectionObserverCallback
  init: IntersectionObserverInit & { trackVisibility?: boolean; delay?: number }
  targets: Set<Element>
}

/** A window opened through the test window: what it was sent, and a way to answer as it. */
type TestOpenedWindow = ApprovalWindowProxy & {
  url: string
  features: string
  sent: { message: unknown; targetOrigin: string }[]
  closed: boolean
}

/**
 * The frame's window for the DOM UI's tests (happy-dom has no IntersectionObserver v2): the test's
 * document and timers, an observer that reports what the test says the browser sees, as a frame
 * inside a page or as a top-level window, with `window.open` and window messages recorded.
 */
export function createTestFrameWindow(parameters: {
  document: Document
  /** Whether the browser reports `isVisible` (Chromium) or not (Firefox, Safari). */
  visibilityTracking: boolean
  topLevel?: boolean
  origin?: string
}) {
  const observed = new Set<Observed>()
  const listeners = new Map<string, Set<(event: never) => void>>()
  const opened: TestOpenedWindow[] = []
  let visibilityState: DocumentVisibilityState = 'visible'
  let focused = true

  class Entry {}
  if (parameters.visibilityTracking)
    Object.defineProperty(Entry.prototype, 'isVisible', { get: () => false })

  class Observer {
    readonly #record: Observed
    constructor(callback: IntersectionObserverCallback, init: Observed['init'] = {}) {
      this.#record = { callback, init, targets: new Set() }
      observed.add(this.#record)
    }
    observe(target: Element) {
      this.#record.targets.add(target)
    }
    unobserve(target: Element) {
      this.#record.targets.delete(target)
    }
    disconnect() {
      observed.delete(this.#record)
    }
  }

  const documentListeners = new Set<() => void>()
  const frameDocument = {
    get visibilityState() {
      return visibilityState
    },
    hasFocus: () => focused,
    addEventListener: (_type: 'visibilitychange', listener: () => void) =>
      documentListeners.add(listener),
    removeEventListener: (_type: 'visibilitychange', listener: () => void) =>
      documentListeners.delete(listener),
  }

  const window = {
    document: frameDocument as unknown as FrameUiWindow['document'],
    top: {} as unknown,
    IntersectionObserver: Observer as unknown as typeof IntersectionObserver,
    IntersectionObserverEntry: Entry as unknown as typeof IntersectionObserverEntry,
    location: { origin: parameters.origin ?? 'http://wallet.localhost:8788' },
    crypto: globalThis.crypto,
    open(url: string, _target: string, features: string) {
      const popup: TestOpenedWindow = {
        url,
        features,
        sent: [],
        closed: false,
        postMessage: (message, targetOrigin) => popup.sent.push({ message, targetOrigin }),
        focus: () => undefined,
        close: () => {
          popup.closed = true
        },
      }
      opened.push(popup)
      return popup
    },
    addEventListener(type: string, listener: (event: never) => void) {
      if (!listeners.has(type)) listeners.set(type, new Set())
      listeners.get(type)?.add(listener)
    },
    removeEventListener(type: string, listener: (event: never) => void) {
      listeners.get(type)?.delete(listener)
    },
    setTimeout: (handler: () => void, timeout: number) => setTimeout(handler, timeout),
    clearTimeout: (id: ReturnType<typeof setTimeout> | undefined) => clearTimeout(id),
    setInterval: (handler: () => void, timeout: number) => setInterval(handler, timeout),
    clearInterval: (id: ReturnType<typeof setInterval> | undefined) => clearInterval(id),
  } satisfies FrameUiWindow
  if (parameters.topLevel) window.top = window

  const emit = (type: string, event: unknown) => {
    for (const listener of [...(listeners.get(type) ?? [])]) listener(event as never)
  }

  return {
    window,
    opened,
    /** The observers the code made, with their options and targets. */
    observed,
    /** The browser reports every observed card: really visible (and fully in view) or not. */
    report(visible: boolean, intersectionRatio = 1) {
      for (const { callback, targets } of [...observed])
        callback(
          [...targets].map(
            (target) =>
              ({
                target,
                isIntersecting: intersectionRatio > 0,
                intersectionRatio,
                isVisible: visible,
              }) as unknown as IntersectionObserverEntry,
          ),
          {} as IntersectionObserver,
        )
    },
    setDocumentVisible(visible: boolean) {
      visibilityState = visible ? 'visible' : 'hidden'
      for (const listener of [...documentListeners]) listener()
    },
    setFocused(value: boolean) {
      focused = value
      emit(value ? 'focus' : 'blur', {})
    },
    /** A window message as the browser delivers it. */
    postToWindow(event: { data: unknown; origin: string; source: unknown }) {
      emit('message', event)
    },
  }
}
