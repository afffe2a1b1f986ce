// Entry of the browser bundle (dist/dev-wallet.iife.js), run as an init script before the page.
import { announceDevWallet } from './announceDevWallet.js'
import { createDevWallet } from './createDevWallet.js'
import type { DevWalletWindow } from './devWalletInitConfig.js'

const page = globalThis as typeof globalThis & DevWalletWindow
const config = page.__AIRLOCK_DEV_WALLET_CONFIG__ ?? {}
const isTopFrame = (() => {
  try {
    return globalThis.window === globalThis.window.top
  } catch {
    return false
  }
})()

if (!page.airlockDevWallet && (isTopFrame || config.allFrames)) {
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
}
