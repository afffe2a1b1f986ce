// A React page's start with Airlock: from @airlock/react the same API @airlock/html's entry gives
// a page (createAppKit, AppKit, the storages, AirlockError, getAppKit, the elements), and the React
// and ReactDOM it renders with (the page's own, which @airlock/html's browser build bundles).
// biome-ignore-all lint/performance/noBarrelFile: the page's API is what it re-exports
import { createAppKit } from '@airlock/react'
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'

export {
  AirlockError,
  AppKit,
  createAppKit,
  createCookieStorage,
  createLocalStorage,
  createMemoryStorage,
  defineAppKitElements,
  getAppKit,
} from '@airlock/react'

export const start = (options, container) => {
  const appKit = createAppKit(options)
  createRoot(container).render(createElement('div'))
  return appKit
}
