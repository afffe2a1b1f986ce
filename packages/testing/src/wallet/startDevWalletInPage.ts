import { announceDevWallet } from './announceDevWallet.js'
import { createDevWallet, type DevWallet } from './createDevWallet.js'
import type { DevWalletInitConfig, DevWalletWindow } from './devWalletInitConfig.js'

/**
 * Puts the Airlock Dev Wallet in the current page: creates it, announces it through EIP-6963 and
 * exposes it (with its controls) as `window.airlockDevWallet`. When the page already has one —
 * for instance from the Playwright fixture's init script — that one is returned untouched, so an
 * app and its tests never announce two wallets. Returns `undefined` in iframes unless
 * `allFrames` is set.
 *
 * @example
 * // In a dapp's entry, in local development only:
 * if (import.meta.env.DEV) startDevWalletInPage()
 */
export function startDevWalletInPage(config: DevWalletInitConfig = {}): DevWallet | undefined {
  const page = globalThis as typeof globalThis & DevWalletWindow
  if (page.airlockDevWallet) return page.airlockDevWallet
  if (!config.allFrames && !isTopFrame()) return undefined
  const {
    inMemory,
    allFrames: _allFrames,
    name,
    rdns,
    icon,
    uuid,
    injectAsWindowEthereum,
    ...options
  } = config
  const wallet = createDevWallet({ ...options, ...(inMemory ? { storage: null } : {}) })
  page.airlockDevWallet = wallet
  announceDevWallet(wallet, { name, rdns, icon, uuid, injectAsWindowEthereum })
  return wallet
}

function isTopFrame(): boolean {
  try {
    return globalThis.window === globalThis.window.top
  } catch {
    // A cross-origin parent makes `top` unreadable in some engines: that is a frame.
    return false
  }
}
