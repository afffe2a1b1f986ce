import { within } from '@testing-library/react'

/** The mounted modal's host, shadow root and Testing Library queries scoped to the shadow root. */
export function getModal() {
  const host = document.querySelector('airlock-modal')
  const shadow = host?.shadowRoot
  if (!host || !shadow) throw new Error('<airlock-modal> is not mounted')
  const container = shadow.querySelector('div')
  if (!container) throw new Error('the modal has not rendered')
  return { host: host as HTMLElement, shadow, view: within(container) }
}
