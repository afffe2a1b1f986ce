/** The events that show a visitor is about to use the modal, when they reach one of its buttons. */
const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const

/**
 * Whether `target` is one of the modal's buttons: Airlock's own (`.airlock-button`, also inside
 * `<appkit-*>` elements), any `<appkit-*>` element, or an element the dapp marks with
 * `data-appkit-intent` (its own button that calls `open()`).
 */
function isModalButton(target: EventTarget): boolean {
  const element = target as Partial<Element>
  if (typeof element.localName !== 'string') return false
  return (
    element.localName.startsWith('appkit-') ||
    element.classList?.contains('airlock-button') === true ||
    element.hasAttribute?.('data-appkit-intent') === true
  )
}

/**
 * Calls `onIntent` once, the first time a pointer enters or presses one of the modal's buttons, a
 * finger touches one, or one receives focus (through shadow roots too). Returns the stop.
 *
 * @example const stop = watchIntent(document, () => import('./views.js'))
 */
export function watchIntent(root: Document, onIntent: () => void): () => void {
  const options = { capture: true, passive: true } as const
  const stop = () => {
    for (const type of intentEvents) root.removeEventListener(type, listener, options)
  }
  const listener = (event: Event) => {
    if (!event.composedPath().some(isModalButton)) return
    stop()
    onIntent()
  }
  for (const type of intentEvents) root.addEventListener(type, listener, options)
  return stop
}
