import { getDeepActiveElement } from './getDeepActiveElement.js'
import { getFocusableElements } from './getFocusableElements.js'

/**
 * Moves focus to the next (or, with Shift, previous) focusable element of `container`, wrapping
 * around at either end, so Tab never leaves the dialog.
 */
export function moveFocusWithTab(event: KeyboardEvent, container: HTMLElement): void {
  event.preventDefault()
  const items = getFocusableElements(container)
  if (items.length === 0) {
    container.focus()
    return
  }
  const root = container.getRootNode() as Document | ShadowRoot
  const active = getDeepActiveElement(root)
  const index = active ? items.indexOf(active) : -1
  const last = items.length - 1
  const next = event.shiftKey
    ? index <= 0
      ? last
      : index - 1
    : index === -1 || index === last
      ? 0
      : index + 1
  items[next]?.focus()
}
