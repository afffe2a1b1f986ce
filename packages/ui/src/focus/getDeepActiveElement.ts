/** The focused element, looking inside open shadow roots (a custom-element button, the modal). */
export function getDeepActiveElement(root: Document | ShadowRoot): HTMLElement | null {
  let active = root.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active && 'focus' in active ? (active as HTMLElement) : null
}
