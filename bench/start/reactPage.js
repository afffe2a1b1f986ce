// A React page's start with Airlock: @airlock/react's createAppKit, and the React and ReactDOM it
// renders with (the page's own, which @airlock/html's browser build bundles instead). Each is
// called, so the page's bundle keeps them as a page would.
import { createAppKit } from '@airlock/react'
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'

export const start = (options, container) => {
  const appKit = createAppKit(options)
  createRoot(container).render(createElement('div'))
  return appKit
}
